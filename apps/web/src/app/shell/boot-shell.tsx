import { useTranslation } from 'react-i18next';
import { BottomTips } from '../../features/messages/components/bottom-tips.tsx';
import { hashPathname } from '../../lib/link/hash-path.ts';
import { isTabPath } from './tabs.ts';

const ROWS = [0, 1, 2, 3, 4, 5];

/**
 * index.html's first paint (the classes are styled inline there): the nav bar with the brand, a
 * few placeholder rows and the tab bar. The app's first commit shows it again while the real
 * shell renders in the background, so that render can yield to input between components.
 * On a tab page that commit also shows the disclaimer bar, in the reader's language and where the
 * shell puts it: it is the first screen's largest text, so it is up with the first commit instead
 * of waiting for the whole shell's render.
 */
export function BootShell() {
  const { t } = useTranslation();
  const onTab = isTabPath(hashPathname(window.location.hash));
  return (
    <div className="boot" aria-busy="true" data-testid="boot-shell">
      <div className="boot-nav">{t('app.name')}</div>
      <div className="boot-rows">
        {ROWS.map((row) => (
          <div key={row} className="boot-row" />
        ))}
      </div>
      {onTab && <BottomTips />}
      <div className="boot-tabs" />
    </div>
  );
}
