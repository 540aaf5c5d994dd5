import { useEffect } from 'react';
import { DEFAULT_DESCRIPTION, pageTitle, type RouteMeta } from '../../lib/route-meta.ts';

/** Keeps the document title and meta description in step with the current route. */
export function usePageMeta(meta: RouteMeta): void {
  useEffect(() => {
    document.title = pageTitle(meta);
    let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    tag.content = meta.description ?? DEFAULT_DESCRIPTION;
  }, [meta]);
}
