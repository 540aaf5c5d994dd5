// The compendium reads through the app's one API client; its callers import these from here.
export { ApiError, getJson } from '../api-client.ts';

import { COMPENDIUM_API_PATH, type CompendiumKind } from '@skald/contract/compendium-kinds';

export function listUrl(kind: CompendiumKind, params: URLSearchParams): string {
  const query = params.toString();
  return `${COMPENDIUM_API_PATH}/${kind}${query ? `?${query}` : ''}`;
}

export function entryUrl(kind: CompendiumKind, idOrSlug: string): string {
  return `${COMPENDIUM_API_PATH}/${kind}/${encodeURIComponent(idOrSlug)}`;
}
