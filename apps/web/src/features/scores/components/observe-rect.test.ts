import type { Virtualizer } from '@tanstack/react-virtual';
import { describe, expect, it, vi } from 'vitest';
import { observeRectAfterLayout, scrollAfterAttach } from './observe-rect.ts';

type Instance = Virtualizer<HTMLElement, Element>;

/** A container whose window runs animation frames and resize observations when told to. */
function container() {
  const frames = new Map<number, FrameRequestCallback>();
  let next = 1;
  const observers: ResizeObserverCallback[] = [];
  const view = {
    requestAnimationFrame: (run: FrameRequestCallback) => {
      frames.set(next, run);
      return next++;
    },
    cancelAnimationFrame: (id: number) => frames.delete(id),
    ResizeObserver: class {
      constructor(run: ResizeObserverCallback) {
        observers.push(run);
      }
      observe() {}
      disconnect() {}
    },
  };
  const scrollTo = vi.fn();
  const element = { ownerDocument: { defaultView: view }, scrollTo, clientWidth: 390, clientHeight: 700 } as unknown as HTMLElement;
  const instance = { scrollElement: element, options: { horizontal: false } } as unknown as Instance;
  const runFrames = () => {
    const due = [...frames.values()];
    frames.clear();
    for (const run of due) run(0);
  };
  const resize = () => observers.forEach((run) => run([], {} as ResizeObserver));
  return { instance, scrollTo, runFrames, resize };
}

describe('scrollAfterAttach', () => {
  it('makes the first write in the next frame and later writes at once', () => {
    const { instance, scrollTo, runFrames } = container();
    scrollAfterAttach(0, {}, instance);
    expect(scrollTo).not.toHaveBeenCalled();
    runFrames();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: undefined });
    scrollAfterAttach(152, {}, instance);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 152, behavior: undefined });
  });

  it('drops the waiting first write when another comes before the frame', () => {
    const { instance, scrollTo, runFrames } = container();
    scrollAfterAttach(0, {}, instance);
    scrollAfterAttach(304, {}, instance);
    runFrames();
    expect(scrollTo.mock.calls).toEqual([[{ top: 304, behavior: undefined }]]);
  });
});

describe('observeRectAfterLayout', () => {
  it('reports the size only when the observer does', () => {
    const { instance, resize } = container();
    const onRect = vi.fn();
    observeRectAfterLayout(instance, onRect);
    expect(onRect).not.toHaveBeenCalled();
    resize();
    expect(onRect).toHaveBeenCalledWith({ width: 390, height: 700 });
  });
});
