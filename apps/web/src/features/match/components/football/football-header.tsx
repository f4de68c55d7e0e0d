import type { ReplyOf, calls } from '@scoreline/contract';
import { useTranslation } from 'react-i18next';
import { MatchHeader } from '../match-header.tsx';
import { beijingDayTime } from '../../../../lib/time/beijing.ts';

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
      clock={detail.status === 'live' && detail.clock ? `${detail.clock}'` : null}
      sub={sub}
      {...actions}
    />
  );
}
