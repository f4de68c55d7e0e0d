import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageSkeleton } from '../../components/skeleton/page-skeleton.tsx';
import { RotateHint } from '../../components/rotate-hint/rotate-hint.tsx';
import { loadAppMessage, loadTopMessage } from '../../features/content/api/app-messages.ts';
import { useAppUpdate } from '../../features/content/hooks/use-app-update.ts';
import { BottomTips } from '../../features/messages/components/bottom-tips.tsx';
import { MessageLayer } from '../../features/messages/components/message-layer.tsx';
import { api } from '../../lib/api/index.ts';
import { startApp } from '../boot/start-app.ts';
import { paths } from '../routes/paths.ts';
import { isServed, preloadPages } from '../routes/route-table.ts';
import { TabBar } from './tab-bar.tsx';
import { isTabPath } from './tabs.ts';
import { useOpenLink } from './use-open-link.ts';
import styles from './shell.module.css';

/** The frame around every page: the page, the disclaimer and tab bar on tab pages, the message layer. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const openLink = useOpenLink();
  const onTab = isTabPath(pathname);
  useAppUpdate();

  useEffect(() => {
    // Deep links skip the start page; the session starts wherever the app is opened.
    startApp().catch((error: unknown) => console.warn('app start failed', error));
    void preloadPages();
  }, []);

  const openMatch = isServed(paths.matchDetails)
    ? (id: string) => void navigate(`${paths.matchDetails}?id=${encodeURIComponent(id)}`)
    : undefined;

  return (
    <div className={styles.shell}>
      <main className={styles.main}>
        <Suspense fallback={<PageSkeleton tone={pathname === paths.user ? 'brand' : 'light'} />}>
          <Outlet />
        </Suspense>
      </main>
      {onTab && <BottomTips />}
      {onTab && <TabBar />}
      <MessageLayer
        onOpenLink={openLink}
        onOpenMatch={openMatch}
        resolveUrl={(url) => api.resolveUrl(url)}
        loadTopMessage={loadTopMessage}
        loadAppMessage={loadAppMessage}
      />
      <RotateHint />
    </div>
  );
}
