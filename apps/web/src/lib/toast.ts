import { loadOnce } from './async/load-once.ts';

/**
 * Fetches antd-mobile's Toast (with its mask and animation library) once. Not part of the first
 * load; the shell calls this right after its first render, so that the offline toast can still
 * show once the network is gone.
 */
export const preloadToast = loadOnce(() => import('antd-mobile/es/components/toast'));

/** Shows a short centred message (server `msg`, validation hints, confirmations). */
export function showToast(message: string): void {
  preloadToast()
    .then(({ default: Toast }) => Toast.show({ content: message, position: 'center' }))
    .catch((error: unknown) => console.warn('toast failed to load', message, error));
}
