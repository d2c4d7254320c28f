import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls the page back to the top; the document element and body cover every browser. */
export function scrollPageToTop(doc: Document = document): void {
  doc.documentElement.scrollTop = 0;
  doc.body.scrollTop = 0;
}

/**
 * Every route change opens the new page at its top (issue 33: a lower menu entry opened the next
 * page scrolled 722 px down, showing an empty grey area). Query-only changes keep the position.
 */
export function useScrollReset(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    scrollPageToTop();
  }, [pathname]);
}
