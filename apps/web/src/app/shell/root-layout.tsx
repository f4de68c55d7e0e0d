import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageSkeleton } from '../../components/skeleton/page-skeleton.tsx';
import { RotateHint } from '../../components/rotate-hint/rotate-hint.tsx';
import { BottomTips } from '../../features/messages/components/bottom-tips.tsx';
import { api } from '../../lib/api/index.ts';
import { loadTexts } from '../../lib/i18n/i18n.ts';
import { paths } from '../routes/paths.ts';
import { isServed, preloadPages } from '../routes/route-table.ts';
import { loadAppMessage, loadTopMessage, startAppLater } from './deferred.ts';
import { TabBar } from './tab-bar.tsx';
import { isTabPath } from './tabs.ts';
import { useAfterIdle } from '../../lib/idle/use-after-idle.ts';
import { useOpenLink } from './use-open-link.ts';
import styles from './shell.module.css';

// The update check toasts with the content feature's texts.
const AppUpdate = lazy(() => Promise.all([import('./app-update.tsx'), loadTexts(['content'])]).then(([page]) => page));
// Pop-ups, banners and dialogs: none shows at first paint (the first messages come 4 s and 9 s
// after start), so their code (and antd-mobile's popups) loads after it.
const MessageLayer = lazy(() => import('../../features/messages/components/message-layer.tsx').then((m) => ({ default: m.MessageLayer })));
const PlanNoticeListener = lazy(() => import('../../features/ai-chase/components/plan-notice-listener.tsx'));

/**
 * The layer, update check and notice listener mount once the browser is first idle, at most this
 * long after the first render: well before the first app message (4 s after start).
 */
const LAYER_MOUNT_TIMEOUT_MS = 1500;

/** The frame around every page: the page, the disclaimer and tab bar on tab pages, the message layer. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const openLink = useOpenLink();
  const onTab = isTabPath(pathname);
  const layerMounted = useAfterIdle(LAYER_MOUNT_TIMEOUT_MS);

  useEffect(() => {
    // From a task of its own: starting a chunk's fetch inserts a preload link per file it
    // imports, which made one long task of the first render's effects.
    // Deep links skip the start page; the session starts wherever the app is opened.
    setTimeout(() => void startAppLater().catch((error: unknown) => console.warn('app start failed', error)));
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
      {layerMounted && (
        <Suspense fallback={null}>
          <MessageLayer
            onOpenLink={openLink}
            onOpenMatch={openMatch}
            resolveUrl={(url) => api.resolveUrl(url)}
            loadTopMessage={loadTopMessage}
            loadAppMessage={loadAppMessage}
          />
          <AppUpdate />
          <PlanNoticeListener />
        </Suspense>
      )}
      <RotateHint />
    </div>
  );
}
