/** Shows a short centred message (server `msg`, validation hints, confirmations). */
export function showToast(message: string): void {
  // antd-mobile's Toast (with its mask and animation library) loads on the first message, not
  // with the app: most screens open without one.
  import('antd-mobile/es/components/toast')
    .then(({ default: Toast }) => Toast.show({ content: message, position: 'center' }))
    .catch((error: unknown) => console.warn('toast failed to load', message, error));
}
