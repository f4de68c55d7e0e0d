import { Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './account.module.css';

export interface AgreementCheckProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  agreementTo: string;
  privacyTo: string;
}

/** "I have read and agree to the User Agreement and Privacy Policy", with links to both. */
export function AgreementCheck({ checked, onChange, agreementTo, privacyTo }: AgreementCheckProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.agreement}>
      <Checkbox checked={checked} onChange={onChange} style={{ '--icon-size': '16px', '--font-size': '12px', '--gap': '6px' }} data-testid="login-agree">
        <span className={styles.agreementText}>{t('login.agreePrefix')}</span>
      </Checkbox>
      <Link to={agreementTo} className={styles.agreementLink} data-testid="login-agreement-link">
        {t('login.agreement')}
      </Link>
      <span className={styles.agreementText}>{t('login.and')}</span>
      <Link to={privacyTo} className={styles.agreementLink} data-testid="login-privacy-link">
        {t('login.privacy')}
      </Link>
    </div>
  );
}
