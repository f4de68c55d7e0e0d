import { useEffect } from 'react';
import { appEvents } from '../../../lib/events/app-events.ts';
import { messageStore, type CenterMessage, type MessageStore, type TopMessage } from '../stores/message-store.ts';
import { parseLiveGame } from '../utils/parse-live-game.ts';

/**
 * Where the banner and the centred pop-up get their data. The `topMsg`/`appMsg` events carry a
 * message id; the shell passes the content feature's Sundry/getTopMsg and getAppTcMsg calls.
 */
export interface MessageSources {
  loadTopMessage?: (id: string) => Promise<TopMessage | null | undefined>;
  loadAppMessage?: (id: string) => Promise<CenterMessage | null | undefined>;
}

/** Opens the layer's parts on their push/app events. */
export function useMessageEvents(sources: MessageSources, store: MessageStore = messageStore): void {
  const { loadTopMessage, loadAppMessage } = sources;
  useEffect(() => {
    const load = <T,>(name: string, loader: ((id: string) => Promise<T | null | undefined>) | undefined, show: (data: T) => void) =>
      (id: string) => {
        if (!loader) return;
        loader(id || '0')
          .then((data) => data && show(data))
          // Spec section 8: a failed top/app message call is logged only.
          .catch((error: unknown) => console.warn(`${name} message failed`, error));
      };
    const offs = [
      appEvents.on('liveGame', (data) => {
        const game = parseLiveGame(data);
        if (game) store.showLive(game);
      }),
      appEvents.on('topMsg', load('top', loadTopMessage, store.showTop)),
      appEvents.on('appMsg', load('app', loadAppMessage, store.showCenter)),
    ];
    return () => offs.forEach((off) => off());
  }, [loadTopMessage, loadAppMessage, store]);
}
