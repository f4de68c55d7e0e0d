import { calls } from '@scoreline/contract/web';
import { api } from '../../../lib/api/index.ts';

/**
 * The message layer's sources (spec section 7): Sundry/getTopMsg and getAppTcMsg with the id the
 * `topMsg` / `appMsg` event carried (0 = the latest). Silent: a failure is only logged.
 */
function idOf(raw: string): number {
  const id = Number(raw);
  return Number.isInteger(id) && id >= 0 ? id : 0;
}

export async function loadTopMessage(raw: string) {
  const message = await api.callApi(calls.topMessage, { id: idOf(raw) }, { silent: true });
  return message ? { title: message.title, href: message.href } : null;
}

export async function loadAppMessage(raw: string) {
  const message = await api.callApi(calls.appMessage, { id: idOf(raw) }, { silent: true });
  return message ? { title: message.title, content: message.content, img: message.img, href: message.href } : null;
}
