import { loadOnce } from './async/load-once.ts';

/** How long a message stays up (antd-mobile's Toast default). */
export const TOAST_MS = 2000;

const loadToast = loadOnce(() => import('antd-mobile/es/components/toast'));

/**
 * Shows a short centred message (server `msg`, validation hints, confirmations).
 *
 * antd-mobile's Toast (with its mask and animation library, about 90 KB of script) is fetched for
 * the first message, not at start-up: fetched there, its ten files and their evaluation fell in
 * the first screen's busiest second. A message whose Toast cannot be fetched (the network went
 * before any message needed it: the offline message itself) shows as a plain box instead.
 */
export function showToast(message: string): void {
  loadToast()
    .then(({ default: Toast }) => Toast.show({ content: message, position: 'center' }))
    .catch((error: unknown) => {
      console.warn('toast failed to load; showing the message plain', error);
      showPlainToast(message);
    });
}

/** The message as a centred box styled like antd-mobile's Toast (global.css), gone after TOAST_MS. */
function showPlainToast(message: string): void {
  const box = document.createElement('div');
  box.className = 'sl-plain-toast';
  box.setAttribute('role', 'alert');
  box.textContent = message;
  document.body.append(box);
  setTimeout(() => box.remove(), TOAST_MS);
}
