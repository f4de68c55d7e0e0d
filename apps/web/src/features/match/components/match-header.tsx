import { ExclamationCircleOutline, SendOutline, StarFill, StarOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { inOrder, type Side } from '../../../lib/sides.ts';
import { TeamBadge } from './team-badge.tsx';
import styles from './match.module.css';

/** Names longer than this are set smaller, so two lines hold them on a phone. */
const LONG_NAME = 14;

export interface HeaderTeam {
  name: string;
  shortName: string;
  colour: string;
}

export interface MatchHeaderProps {
  competition: string;
  home: HeaderTeam;
  away: HeaderTeam;
  /** `2 : 1`, or null before the start (the kick-off time shows instead). */
  score: { home: number; away: number } | null;
  /** The state word (未开赛, 上半场, 第三节…). */
  state: string;
  isLive: boolean;
  /** The minute or game clock, when running. */
  clock: string | null;
  /** A second line under the state: kick-off time, half-time score… */
  sub: string | null;
  isFavourite: boolean;
  onToggleFavourite: () => void;
  onShare: () => void;
  onReport: () => void;
  /** Screen order of the sides (basketball: away first); home first by default. */
  sides?: readonly [Side, Side];
}

/** The match centre's red header: teams, badges, score, clock, state and the page actions. */
export function MatchHeader(props: MatchHeaderProps) {
  const { t } = useTranslation();
  const sides = props.sides ?? (['home', 'away'] as const);
  const score = props.score ? inOrder(sides, props.score) : null;
  const team = (side: Side) => (
    <div className={styles.team}>
      <TeamBadge name={props[side].shortName} colour={props[side].colour} />
      <span className={`${styles.teamName} ${props[side].name.length > LONG_NAME ? styles.teamNameLong : ''}`} data-testid={`match-${side}`}>{props[side].name}</span>
    </div>
  );
  return (
    <div className={styles.header} data-testid="match-header">
      <div className={styles.competition}>{props.competition}</div>
      <div className={styles.teams}>
        {team(sides[0])}
        <div className={styles.centre}>
          <span className={styles.score} data-testid="match-score">
            {score ? `${score[0]} : ${score[1]}` : 'VS'}
          </span>
          <span className={`${styles.state} ${props.isLive ? styles.live : ''}`} data-testid="match-state">
            {props.clock ? `${props.state} ${props.clock}` : props.state}
          </span>
          {props.sub && <span className={styles.sub}>{props.sub}</span>}
        </div>
        {team(sides[1])}
      </div>
      <div className={styles.actions} style={{ justifyContent: 'center', marginTop: 8 }}>
        <button
          type="button"
          className={`${styles.actionButton} ${props.isFavourite ? styles.starred : ''}`}
          onClick={props.onToggleFavourite}
          aria-pressed={props.isFavourite}
          aria-label={t(props.isFavourite ? 'match.unfavourite' : 'match.favourite')}
          data-testid="match-favourite"
        >
          {props.isFavourite ? <StarFill /> : <StarOutline />}
        </button>
        <button type="button" className={styles.actionButton} onClick={props.onShare} aria-label={t('match.share')} data-testid="match-share">
          <SendOutline />
        </button>
        <button type="button" className={styles.actionButton} onClick={props.onReport} aria-label={t('match.report')} data-testid="match-report">
          <ExclamationCircleOutline />
        </button>
      </div>
    </div>
  );
}
