import { useMessageEvents, type MessageSources } from '../hooks/use-message-events.ts';
import { CenterMessagePopup } from './center-popup.tsx';
import { LivePopup } from './live-popup.tsx';
import { ScoreDialog } from './score-dialog.tsx';
import { TopBanner } from './top-banner.tsx';
import styles from './messages.module.css';

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
  return (
    <>
      <div className={styles.stack}>
        <TopBanner onOpenLink={onOpenLink} />
        <LivePopup onOpenMatch={onOpenMatch} />
      </div>
      <CenterMessagePopup onOpenLink={onOpenLink} resolveUrl={resolveUrl} />
      <ScoreDialog />
    </>
  );
}
