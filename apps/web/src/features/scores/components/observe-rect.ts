import { elementScroll, type Virtualizer } from '@tanstack/react-virtual';

type ScoresVirtualizer = Virtualizer<HTMLElement, Element>;

// The library reads the container's size and writes its scroll offset as soon as it attaches,
// while React commits the first rows: each of those forces the whole new page's layout inside
// the commit task (the longest part of the first data render on a slow phone). Both wait for
// the browser's own frame here, where that layout happens anyway.

/**
 * The scroll container's size from its ResizeObserver only, which reports after the frame's
 * layout; until then the list's `initialRect` (a phone's screenful) decides which rows render.
 */
export function observeRectAfterLayout(instance: ScoresVirtualizer, onRect: (rect: { width: number; height: number }) => void): (() => void) | undefined {
  const element = instance.scrollElement;
  const view = element?.ownerDocument.defaultView;
  if (!element || !view?.ResizeObserver) return undefined;
  const observer = new view.ResizeObserver(() => onRect({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

const attached = new WeakSet<Element>();
const pending = new WeakMap<Element, number>();

/**
 * The library's scroll write, except the first for a container (the one made on attaching),
 * which runs in the next animation frame; a later write before that frame replaces it.
 */
export function scrollAfterAttach(offset: number, options: { adjustments?: number; behavior?: ScrollBehavior }, instance: ScoresVirtualizer): void {
  const element = instance.scrollElement;
  const view = element?.ownerDocument.defaultView;
  if (!element || !view) return;
  const waiting = pending.get(element);
  if (waiting !== undefined) {
    view.cancelAnimationFrame(waiting);
    pending.delete(element);
  }
  if (attached.has(element) || typeof view.requestAnimationFrame !== 'function') {
    elementScroll(offset, options, instance);
    return;
  }
  attached.add(element);
  pending.set(
    element,
    view.requestAnimationFrame(() => {
      pending.delete(element);
      elementScroll(offset, options, instance);
    }),
  );
}
