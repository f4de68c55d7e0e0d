import type { ReplyOf, calls } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import { MatchHeader } from '../match-header.tsx';
import { beijingDayTime } from '../../../../lib/time/beijing.ts';
import { useLiveMinute } from '../../../../lib/time/ticker.ts';

type Detail = ReplyOf<typeof calls.footballMatchDetail>;

export interface HeaderActions {
  isFavourite: boolean;
  onToggleFavourite: () => void;
  onShare: () => void;
  onReport: () => void;
}

/** The header of a football match: state word from the phase, minute while running. */
export function FootballHeader({ detail, actions }: { detail: Detail; actions: HeaderActions }) {
  const { t } = useTranslation();
  // Ticks by itself from the half's kick-off; the reply's minute until the clock is known.
  const minute = useLiveMinute(detail.status === 'live' ? detail.liveClock : null) ?? detail.clock;
  const isLive = detail.status === 'live' || detail.status === 'break';
  const phaseKey = detail.status === 'finished' || detail.status === 'postponed' || detail.status === 'scheduled' ? detail.status : detail.phase;
  const state = t(`match.state.${phaseKey}`, { defaultValue: t(`match.state.${detail.status}`) });
  const sub =
    detail.status === 'scheduled'
      ? beijingDayTime(detail.kickoffAt)
      : detail.halfTime
        ? t('match.halfTimeScore', { home: detail.halfTime.home, away: detail.halfTime.away })
        : null;
  return (
    <MatchHeader
      competition={detail.competitionName}
      home={detail.home}
      away={detail.away}
      score={detail.score}
      state={state}
      isLive={isLive}
      clock={detail.status === 'live' && minute ? `${minute}'` : null}
      sub={sub}
      {...actions}
    />
  );
}
