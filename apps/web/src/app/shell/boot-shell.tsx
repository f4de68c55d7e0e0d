import { useTranslation } from 'react-i18next';

const ROWS = [0, 1, 2, 3, 4, 5];

/**
 * index.html's first paint (the classes are styled inline there): the nav bar with the brand, a
 * few placeholder rows and the tab bar. The app's first commit shows it again while the real
 * shell renders in the background, so that render can yield to input between components.
 */
export function BootShell() {
  const { t } = useTranslation();
  return (
    <div className="boot" aria-busy="true" data-testid="boot-shell">
      <div className="boot-nav">{t('app.name')}</div>
      <div className="boot-rows">
        {ROWS.map((row) => (
          <div key={row} className="boot-row" />
        ))}
      </div>
      <div className="boot-tabs" />
    </div>
  );
}
