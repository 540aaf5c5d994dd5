// The compendium reads through the app's one API client; its callers import these from here.
export { ApiError, getJson } from '../api-client.ts';

import type { CompendiumKind } from '@skald/contract/compendium';

const API_BASE = '/api/v1';

export function listUrl(kind: CompendiumKind, params: URLSearchParams): string {
  const query = params.toString();
  return `${API_BASE}/${kind}${query ? `?${query}` : ''}`;
}

export function entryUrl(kind: CompendiumKind, idOrSlug: string): string {
  return `${API_BASE}/${kind}/${encodeURIComponent(idOrSlug)}`;
}
