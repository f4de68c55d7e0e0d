import { api } from '../api/index.ts';
import { appEvents } from '../events/app-events.ts';
import { createPushClient, matchTopic, pushUrl } from './push-client.ts';

/** The app's push socket; started once by the app shell. */
export const push = createPushClient({
  url: async () => pushUrl(await api.ensureHost({ silent: true })),
  createSocket: (url) => new WebSocket(url),
  onFrame: (tag, data) => appEvents.emit(tag, data),
  onOpen: () => appEvents.emit('pushOpen'),
});

export const subscribeMatch = (matchId: string | number) => push.subscribe(matchTopic(matchId));
export const unsubscribeMatch = (matchId: string | number) => push.unsubscribe(matchTopic(matchId));
