import type { LiveGamePayload } from '@scoreline/contract';
import { useSyncExternalStore } from 'react';
import { storageKeys } from '../../../lib/storage/keys.ts';
import { readItem, writeItem } from '../../../lib/storage/storage.ts';

/** Spec section 3: top message. */
export interface TopMessage {
  title: string;
  href: string;
}

/** Spec section 3: centred pop-up message. */
export interface CenterMessage {
  title: string;
  content: string;
  img: string;
  href: string;
}

/** Spec section 3: score dialog data. */
export interface ScoreDialogData {
  homeTeam: string;
  awayTeam: string;
  homeScore: number;
  awayScore: number;
}

export type Visibility = 'open' | 'hide';

export interface MessageState {
  top: { visibility: Visibility; data: TopMessage | null };
  center: { visibility: Visibility; data: CenterMessage | null };
  live: LiveGamePayload | null;
  score: ScoreDialogData | null;
  bottomTips: Visibility;
}

/** Spec section 9: the top banner and the live pop-up hide themselves after 5000 ms. */
export const AUTO_HIDE_MS = 5000;

/**
 * The message layer's client state (spec section 3: bottom tips open, centre and top tips
 * hidden initially). Timers live here so a banner hides on time whatever is rendered.
 */
export function createMessageStore() {
  let state: MessageState = {
    top: { visibility: 'hide', data: null },
    center: { visibility: 'hide', data: null },
    live: null,
    score: null,
    bottomTips: readItem(storageKeys.bottomTips) === 'hide' ? 'hide' : 'open',
  };
  const listeners = new Set<() => void>();
  const timers: Partial<Record<'top' | 'live', ReturnType<typeof setTimeout>>> = {};

  const set = (patch: Partial<MessageState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  const autoHide = (key: 'top' | 'live', hide: () => void) => {
    clearTimeout(timers[key]);
    timers[key] = setTimeout(hide, AUTO_HIDE_MS);
  };

  const actions = {
    showTop: (data: TopMessage) => {
      set({ top: { visibility: 'open', data } });
      autoHide('top', actions.hideTop);
    },
    hideTop: () => {
      clearTimeout(timers.top);
      set({ top: { ...state.top, visibility: 'hide' } });
    },
    showCenter: (data: CenterMessage) => {
      set({ center: { visibility: 'open', data } });
    },
    /** The only way to close the centred pop-up; it clears its data. */
    closeCenter: () => {
      set({ center: { visibility: 'hide', data: null } });
    },
    showLive: (data: LiveGamePayload) => {
      set({ live: data });
      autoHide('live', actions.hideLive);
    },
    hideLive: () => {
      clearTimeout(timers.live);
      set({ live: null });
    },
    showScore: (data: ScoreDialogData) => {
      set({ score: data });
    },
    hideScore: () => {
      set({ score: null });
    },
    /** Closing the disclaimer stores 'hide' so it stays closed on later visits. */
    closeBottomTips: () => {
      writeItem(storageKeys.bottomTips, 'hide');
      set({ bottomTips: 'hide' });
    },
  };

  return {
    ...actions,
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type MessageStore = ReturnType<typeof createMessageStore>;

/** The app's message store. */
export const messageStore = createMessageStore();

/** Selects part of the message state and re-renders when it changes. */
export function useMessages<T>(select: (state: MessageState) => T, store: MessageStore = messageStore): T {
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}
