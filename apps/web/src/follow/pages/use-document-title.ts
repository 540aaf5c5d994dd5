import { useEffect } from 'react';

/** '{title} | Skald' while the page shows. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Skald`;
  }, [title]);
}
