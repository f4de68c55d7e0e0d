import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page/page.tsx';
import { LegalDocument } from '../../features/legal/components/legal-document.tsx';

/** The privacy policy. */
export default function PrivacyPage() {
  const { t } = useTranslation();
  const title = t('legal.privacyTitle');
  return (
    <Page testId="link-page" nav={{ title }}>
      <LegalDocument type="privacy" title={title} />
    </Page>
  );
}
