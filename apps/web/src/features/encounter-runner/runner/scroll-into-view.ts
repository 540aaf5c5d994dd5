/**
 * Brings an element's top into view just below a sticky bar that would otherwise cover it: smoothly, or
 * at once for a player who asked for reduced motion.
 */
export function scrollIntoViewBelow(element: HTMLElement, stickyBar: HTMLElement): void {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const barTop = Number.parseFloat(getComputedStyle(stickyBar).top) || 0;
  element.style.scrollMarginTop = `${barTop + stickyBar.offsetHeight}px`;
  element.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
}
