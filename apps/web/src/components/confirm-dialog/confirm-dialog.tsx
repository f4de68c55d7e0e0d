import { CenterPopup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './confirm-dialog.module.css';

export interface ConfirmDialogProps {
  visible: boolean;
  title: string;
  content?: string;
  confirmText?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Prefix of the test ids: `{testId}-dialog`, `{testId}-confirm`, `{testId}-cancel`. */
  testId: string;
}

/** A declarative confirm dialog whose buttons carry test ids (antd-mobile's imperative one cannot). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  const { visible, title, content, confirmText, danger, busy, onConfirm, onCancel, testId } = props;
  return (
    <CenterPopup visible={visible} onMaskClick={onCancel} destroyOnClose>
      <div className={styles.dialog} role="alertdialog" aria-label={title} data-testid={`${testId}-dialog`}>
        <div className={styles.title}>{title}</div>
        {content && <div className={styles.content}>{content}</div>}
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={onCancel} data-testid={`${testId}-cancel`}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className={`${styles.button} ${danger ? styles.danger : styles.primary}`}
            onClick={onConfirm}
            disabled={busy}
            data-testid={`${testId}-confirm`}
          >
            {confirmText ?? t('common.confirm')}
          </button>
        </div>
      </div>
    </CenterPopup>
  );
}
