import { ExclamationCircleOutline, SendOutline, StarFill, StarOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { TeamBadge } from './team-badge.tsx';
import styles from './match.module.css';

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
}

/** The match centre's red header: teams, badges, score, clock, state and the page actions. */
export function MatchHeader(props: MatchHeaderProps) {
  const { t } = useTranslation();
  const { home, away, score } = props;
  return (
    <div className={styles.header} data-testid="match-header">
      <div className={styles.competition}>{props.competition}</div>
      <div className={styles.teams}>
        <div className={styles.team}>
          <TeamBadge name={home.shortName} colour={home.colour} />
          <span className={styles.teamName} data-testid="match-home">{home.name}</span>
        </div>
        <div className={styles.centre}>
          <span className={styles.score} data-testid="match-score">
            {score ? `${score.home} : ${score.away}` : 'VS'}
          </span>
          <span className={`${styles.state} ${props.isLive ? styles.live : ''}`} data-testid="match-state">
            {props.clock ? `${props.state} ${props.clock}` : props.state}
          </span>
          {props.sub && <span className={styles.sub}>{props.sub}</span>}
        </div>
        <div className={styles.team}>
          <TeamBadge name={away.shortName} colour={away.colour} />
          <span className={styles.teamName} data-testid="match-away">{away.name}</span>
        </div>
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
