import { CenterPopup as Popup } from 'antd-mobile';
import { CloseCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { messageStore, useMessages, type MessageStore } from '../stores/message-store.ts';
import styles from './messages.module.css';

export interface CenterMessagePopupProps {
  onOpenLink: (href: string) => void;
  resolveUrl?: (url: string) => string;
  store?: MessageStore;
}

/** The centred pop-up: image, title, text; only its close button closes it (not the mask). */
export function CenterMessagePopup({ onOpenLink, resolveUrl = (u) => u, store = messageStore }: CenterMessagePopupProps) {
  const { t } = useTranslation();
  const center = useMessages((s) => s.center, store);
  const data = center.data;
  const open = () => {
    if (!data) return;
    store.closeCenter();
    onOpenLink(data.href);
  };
  return (
    <Popup visible={center.visibility === 'open' && data !== null} onMaskClick={() => undefined} bodyClassName={styles.centerBody}>
      {data && (
        <div className={styles.center} data-testid="center-popup">
          {data.img && (
            <button type="button" className={styles.centerImage} onClick={open} data-testid="center-popup-image">
              <img src={resolveUrl(data.img)} alt={data.title} />
            </button>
          )}
          <div className={styles.centerTitle}>{data.title}</div>
          {data.content && <div className={styles.centerContent}>{data.content}</div>}
          {data.href && (
            <button type="button" className={styles.centerAction} onClick={open} data-testid="center-popup-open">
              {t('messages.watch')}
            </button>
          )}
          <button type="button" className={styles.centerClose} onClick={store.closeCenter} aria-label={t('common.close')} data-testid="center-popup-close">
            <CloseCircleOutline />
          </button>
        </div>
      )}
    </Popup>
  );
}
