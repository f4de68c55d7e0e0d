import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { opensMatchCentre } from '../../../lib/time/match-centre.ts';
import { matchHref } from '../data-paths.ts';
import type { FixtureRow, PastMatch, TeamPastMatch } from '../api/data-types.ts';
import { MatchLine } from './match-line.tsx';
import { beijingDayTime, beijingMonthDay } from '../../../lib/time/beijing.ts';

const scoreText = (s: { home: number; away: number }) => `${s.home}-${s.away}`;

/** A played match from the history; seen from a team when it carries an outcome. */
export function PastMatchRow({ match }: { match: PastMatch | TeamPastMatch }) {
  const { t } = useTranslation();
  return (
    <MatchLine
      meta={
        <>
          <span>{beijingMonthDay(match.playedAt)}</span>
          <span>{match.competition}</span>
        </>
      }
      home={match.home}
      away={match.away}
      score={scoreText(match.score)}
      sub={match.halfTime ? t('data.halfTime', { score: scoreText(match.halfTime) }) : undefined}
      outcome={'outcome' in match ? match.outcome : undefined}
      testId={`past-${match.id}`}
    />
  );
}

/**
 * A match: kick-off before it starts, the minute and score while live; opens the match centre
 * once it is on the board (a fixture further ahead has no page yet, so it is not a link).
 */
export function FixtureMatchRow({ match }: { match: FixtureRow }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const opens = opensMatchCentre(match.kickoffAt);
  const started = match.score !== null;
  const live = match.status === 'live' || match.status === 'break';
  const state = live ? (match.status === 'break' ? t('data.state.break') : t('data.state.minute', { minute: match.clock ?? '' })) : t(`data.state.${match.status}`);
  return (
    <MatchLine
      meta={
        <>
          <span>{beijingDayTime(match.kickoffAt)}</span>
          <span>{state}</span>
        </>
      }
      home={match.home}
      away={match.away}
      score={started && match.score ? scoreText(match.score) : t('data.vs')}
      live={live}
      onClick={opens ? () => void navigate(matchHref(match.id, 'football')) : undefined}
      testId={`fixture-${match.id}`}
    />
  );
}
