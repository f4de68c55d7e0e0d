import { CloseOutline, SoundOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { messageStore, useMessages, type MessageStore } from '../stores/message-store.ts';
import styles from './messages.module.css';

/** The top banner: opens on a top message, hides itself after 5 s; tapping follows its link. */
export function TopBanner({ onOpenLink, store = messageStore }: { onOpenLink: (href: string) => void; store?: MessageStore }) {
  const { t } = useTranslation();
  const top = useMessages((s) => s.top, store);
  if (top.visibility !== 'open' || !top.data) return null;
  const { title, href } = top.data;
  const open = () => {
    store.hideTop();
    onOpenLink(href);
  };
  return (
    <div className={styles.banner} role="status" data-testid="top-banner">
      <SoundOutline className={styles.bannerIcon} />
      <button type="button" className={styles.bannerText} onClick={open} data-testid="top-banner-open">
        {title}
      </button>
      <button type="button" className={styles.iconButton} onClick={store.hideTop} aria-label={t('common.close')} data-testid="top-banner-close">
        <CloseOutline />
      </button>
    </div>
  );
}
