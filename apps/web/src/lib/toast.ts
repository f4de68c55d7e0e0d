import { Toast } from 'antd-mobile';

/** Shows a short centred message (server `msg`, validation hints, confirmations). */
export function showToast(message: string): void {
  Toast.show({ content: message, position: 'center' });
}
