import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page/page.tsx';
import { LegalDocument } from '../../features/legal/components/legal-document.tsx';

/** The user agreement. */
export default function AgreementPage() {
  const { t } = useTranslation();
  const title = t('legal.agreementTitle');
  return (
    <Page testId="xy-page" nav={{ title }}>
      <LegalDocument type="appXieYi" title={title} />
    </Page>
  );
}
