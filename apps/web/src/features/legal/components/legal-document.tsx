import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/skeleton/page-skeleton.tsx';
import { useLegalHtml, type LegalDocumentType } from '../api/legal.ts';
import styles from './legal.module.css';

/**
 * A legal document from the server, shown in a sandboxed frame: no scripts, no same-origin
 * access, so the HTML can never touch the app.
 */
export function LegalDocument({ type, title }: { type: LegalDocumentType; title: string }) {
  const { t, i18n } = useTranslation();
  const document = useLegalHtml(type, i18n.language);
  if (document.isPending) {
    return (
      <div className={styles.skeleton} data-testid="legal-loading">
        <ListSkeleton rows={8} />
      </div>
    );
  }
  if (document.isError) {
    return (
      <ErrorBlock status="disconnected" title={t('legal.loadFailed')} description="" data-testid="legal-error">
        <Button color="primary" size="small" onClick={() => void document.refetch()}>
          {t('common.retry')}
        </Button>
      </ErrorBlock>
    );
  }
  return <iframe className={styles.frame} title={title} sandbox="" srcDoc={document.data} data-testid="legal-document" />;
}
