import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { showToast } from '../../lib/toast.ts';
import { isServed } from '../routes/route-table.ts';
import { tabs } from './tabs.ts';
import styles from './shell.module.css';

/**
 * The bottom tab bar of spec section 2. A tab whose page does not exist yet keeps the spec's
 * look; it is marked aria-disabled and a tap says it is not available yet instead of navigating.
 */
export function TabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <nav className={styles.tabBar} aria-label={t('tabs.navLabel')} data-testid="tabbar">
      {tabs.map((tab) => {
        const served = isServed(tab.path);
        const selected = pathname === tab.path;
        const label = t(tab.labelKey);
        const Icon = tab.icon;
        return (
          <button
            key={tab.key}
            type="button"
            className={`${styles.tab} ${selected ? styles.tabSelected : ''}`}
            aria-disabled={!served}
            aria-current={selected ? 'page' : undefined}
            aria-label={served ? label : t('tabs.unavailable', { label })}
            onClick={() => (served ? void navigate(tab.path, { replace: true }) : showToast(t('tabs.unavailable', { label })))}
            data-testid={`tabbar-item-${tab.key}`}
            data-selected={selected}
          >
            <span className={styles.tabIcon} aria-hidden="true">
              <Icon />
            </span>
            <span className={styles.tabLabel}>{label}</span>
          </button>
        );
      })}
    </nav>
  );
}
