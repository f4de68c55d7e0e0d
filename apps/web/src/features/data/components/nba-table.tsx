import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { opensMatchCentre } from '../../../lib/time/match-centre.ts';
import { matchHref } from '../data-paths.ts';
import type { NbaGame, NbaRow } from '../api/data-types.ts';
import { formatWinPct } from '../utils/table-logic.ts';
import { MatchLine } from './match-line.tsx';
import { TableTeamHead, TableTeamRow } from './table-team-row.tsx';
import styles from './data.module.css';
import { inOrder, sidesOf } from '../../../lib/sides.ts';
import { streakText } from '../../../lib/streak.ts';
import { beijingDayTime } from '../../../lib/time/beijing.ts';

/** Play-off places (1–6) and play-in places (7–10) of a conference. */
const zoneClass = (rank: number) => (rank <= 6 ? styles.zone_top : rank <= 10 ? styles.zone_upper : '');

/** One NBA conference table: W, L, percentage, games behind, home and road, last ten, streak. */
export function NbaTable({ rows, testId, onTeam }: { rows: readonly NbaRow[]; testId: string; onTeam?: (teamId: string) => void }) {
  const { t } = useTranslation();
  return (
    <table className={styles.table} data-testid={testId}>
      <thead>
        <tr>
          <TableTeamHead />
          <th>{t('data.col.wins')}</th>
          <th>{t('data.col.losses')}</th>
          <th>{t('data.col.pct')}</th>
          <th>{t('data.col.gb')}</th>
          <th>{t('data.col.homeRoad')}</th>
          <th>{t('data.col.streak')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <TableTeamRow key={r.team.id} team={r.team} rank={r.rank} zoneClass={zoneClass(r.rank)} onTeam={onTeam} testId={`nba-${r.team.id}`}>
            <td>{r.wins}</td>
            <td>{r.losses}</td>
            <td>{formatWinPct(r.winPct)}</td>
            <td>{r.gamesBehind === 0 ? '-' : r.gamesBehind.toFixed(1)}</td>
            <td>{`${r.home.wins}-${r.home.losses} / ${r.away.wins}-${r.away.losses}`}</td>
            <td>{streakText(t, r.streak)}</td>
          </TableTeamRow>
        ))}
      </tbody>
    </table>
  );
}

/** An NBA board game in a list; opens the game's centre. */
export function NbaGameRow({ game }: { game: NbaGame }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const live = game.status === 'live' || game.status === 'break';
  return (
    <MatchLine
      meta={
        <>
          <span>{beijingDayTime(game.tipoffAt)}</span>
          <span>{live ? game.phase.toUpperCase() : t(`data.state.${game.status}`)}</span>
        </>
      }
      home={game.home}
      away={game.away}
      score={game.score ? inOrder(sidesOf('basketball'), game.score).join('-') : t('data.vs')}
      sport="basketball"
      live={live}
      onClick={opensMatchCentre(game.tipoffAt) ? () => void navigate(matchHref(game.id, 'basketball')) : undefined}
      testId={`nba-game-${game.id}`}
    />
  );
}
