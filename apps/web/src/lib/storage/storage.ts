import { useSyncExternalStore } from 'react';
import type { StorageKey } from './keys.ts';

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

// Private browsing modes may throw on any access; the app keeps working without persistence.
function backend(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Reads a key; null when it is unset or storage is unavailable. */
export function readItem(key: StorageKey): string | null {
  try {
    return backend()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a key and tells subscribers (same tab; other tabs hear the `storage` event). */
export function writeItem(key: StorageKey, value: string): void {
  try {
    backend()?.setItem(key, value);
  } catch (error) {
    console.warn('storage write failed', key, error);
  }
  notify();
}

export function removeItems(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      backend()?.removeItem(key);
    } catch (error) {
      console.warn('storage remove failed', key, error);
    }
  }
  notify();
}

/** Calls `listener` after every write in this tab and every change made in another tab. */
export function subscribeStorage(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = () => listener();
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** A stored value that re-renders its component when it changes. */
export function useStoredItem(key: StorageKey): string | null {
  return useSyncExternalStore(
    subscribeStorage,
    () => readItem(key),
    () => null,
  );
}
