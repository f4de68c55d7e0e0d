import { lazy, Suspense, useState } from 'react';
import { useMessageEvents, type MessageSources } from '../hooks/use-message-events.ts';
import { useMessages } from '../stores/message-store.ts';
import { LivePopup } from './live-popup.tsx';
import { TopBanner } from './top-banner.tsx';
import styles from './messages.module.css';

// The centred pop-ups are antd-mobile's CenterPopup, which brings its mask and animation library
// (react-spring, about 90 KB of script): each loads with the first message it shows, not with the
// layer, which mounts in every visit's first seconds.
const CenterMessagePopup = lazy(() => import('./center-popup.tsx').then((m) => ({ default: m.CenterMessagePopup })));
const ScoreDialog = lazy(() => import('./score-dialog.tsx').then((m) => ({ default: m.ScoreDialog })));

/** True from the first render where `now` is, so a pop-up stays mounted to animate out and to show the next message. */
function useNeededSince(now: boolean): boolean {
  const [needed, setNeeded] = useState(now);
  if (now && !needed) setNeeded(true);
  return needed || now;
}

export interface MessageLayerProps extends MessageSources {
  onOpenLink: (href: string) => void;
  onOpenMatch?: (matchId: string) => void;
  resolveUrl?: (url: string) => string;
}

/**
 * The global message layer over every page: top banner and live pop-up stacked under the
 * navigation bar, the centred pop-up and the score dialog. The disclaimer bar sits in the
 * shell's layout instead (BottomTips) so it never covers content.
 */
export function MessageLayer({ onOpenLink, onOpenMatch, resolveUrl, ...sources }: MessageLayerProps) {
  useMessageEvents(sources);
  const centerNeeded = useNeededSince(useMessages((s) => s.center.data !== null));
  const scoreNeeded = useNeededSince(useMessages((s) => s.score !== null));
  return (
    <>
      <div className={styles.stack}>
        <TopBanner onOpenLink={onOpenLink} />
        <LivePopup onOpenMatch={onOpenMatch} />
      </div>
      <Suspense fallback={null}>
        {centerNeeded && <CenterMessagePopup onOpenLink={onOpenLink} resolveUrl={resolveUrl} />}
        {scoreNeeded && <ScoreDialog />}
      </Suspense>
    </>
  );
}
