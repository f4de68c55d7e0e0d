import { messageStore, type MessageStore } from '../../messages/stores/message-store.ts';
import { usePlanNotices } from '../hooks/use-plan-notices.ts';

/**
 * Mounted once by the app shell, on every page: a new AI plan of a line the user chose shows in
 * the global message layer's top banner (hides after 5 s; a tap opens the sport's plans). Renders
 * nothing itself. The banner is the message feature's; this is its one other sender, so it uses
 * that store directly rather than threading a callback through the shell.
 */
export default function PlanNoticeListener({ store = messageStore }: { store?: MessageStore }) {
  usePlanNotices(store.showTop);
  return null;
}
