import { useEffect } from 'react';
import { usePageMetaOverrideValue } from '../../lib/page-meta-override.ts';
import { DEFAULT_DESCRIPTION, pageTitle, type RouteMeta } from '../../lib/route-meta.ts';

/**
 * Keeps the document title and meta description in step with the current route, or with what the page
 * itself registered through `usePageMetaOverride` (a monster's name and summary).
 */
export function usePageMeta(meta: RouteMeta): void {
  const override = usePageMetaOverrideValue();
  const title = pageTitle(override ? { ...meta, title: override.title } : meta);
  const description = override?.description ?? meta.description ?? DEFAULT_DESCRIPTION;
  useEffect(() => {
    document.title = title;
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = description;
  }, [title, description]);
}

/** The page meta as a component, so a page's new title re-renders only this and not the whole shell. */
export function DocumentMeta({ meta }: { meta: RouteMeta }): null {
  usePageMeta(meta);
  return null;
}
