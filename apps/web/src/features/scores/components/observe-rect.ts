import type { Virtualizer } from '@tanstack/react-virtual';

/**
 * The scroll container's size for the virtualiser, from its ResizeObserver only. The library's
 * default also reads the size at once, while React commits the first rows: that read forces the
 * whole new page's layout inside the commit task (the longest part of the first data render on a
 * slow phone). The observer reports after the browser's own layout of the frame instead, and
 * until then the list's `initialRect` (a phone's screenful) decides which rows render.
 */
export function observeRectAfterLayout(instance: Virtualizer<HTMLElement, Element>, onRect: (rect: { width: number; height: number }) => void): (() => void) | undefined {
  const element = instance.scrollElement;
  const view = element?.ownerDocument.defaultView;
  if (!element || !view?.ResizeObserver) return undefined;
  const observer = new view.ResizeObserver(() => onRect({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}
