import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from './emitter.ts';

describe('createEmitter', () => {
  it('delivers payloads to every handler until it is removed', () => {
    const bus = createEmitter<{ tick: number; done: undefined }>();
    const seen: number[] = [];
    const off = bus.on('tick', (n) => seen.push(n));
    bus.emit('tick', 1);
    off();
    bus.emit('tick', 2);
    expect(seen).toEqual([1]);
    expect(bus.listenerCount('tick')).toBe(0);
  });

  it('keeps calling the other handlers when one throws', () => {
    const bus = createEmitter<{ done: undefined }>();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const second = vi.fn();
    bus.on('done', () => {
      throw new Error('boom');
    });
    bus.on('done', second);
    bus.emit('done');
    expect(second).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
