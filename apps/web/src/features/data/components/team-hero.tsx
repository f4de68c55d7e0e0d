import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReplyOf, Calls } from '@scoreline/contract';
import { FormChips } from './form-chips.tsx';
import { ReplayBadge } from './replay-badge.tsx';
import styles from './data.module.css';

type TeamInfo = ReplyOf<Calls['footballTeamInfo']>;

/** One number of a team page's header, labelled `data.team.<key>`. */
export interface HeroStat {
  key: 'rank' | 'points' | 'wdl' | 'goals' | 'record' | 'pct' | 'streak';
  value: string | number;
}

/**
 * A team page's red header (football or NBA): badge, name and a subtitle, then its numbers
 * (`null`: no numbers row at all) and anything under them.
 */
export function HeroCard({ team, sub, replayed = false, stats, children }: { team: { name: string; shortName: string; colour: string }; sub: string; replayed?: boolean; stats: readonly HeroStat[] | null; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.hero} data-testid="team-hero">
      <div className={styles.heroTop}>
        <span className={styles.heroBadge} style={{ background: team.colour }}>
          {[...team.shortName][0] ?? '?'}
        </span>
        <div>
          <h2 className={styles.heroName}>{team.name}</h2>
          <div className={styles.heroSub}>
            {sub}
            <ReplayBadge replayed={replayed} inverse />
          </div>
        </div>
      </div>
      {stats && (
        <div className={styles.heroStats}>
          {stats.map((x) => (
            <div key={x.key} className={styles.heroStat}>
              <strong>{x.value}</strong>
              <span>{t(`data.team.${x.key}`)}</span>
            </div>
          ))}
        </div>
      )}
      {children}
    </div>
  );
}

/** The team page's red header: badge, name, competition and season, then its table numbers. */
export function TeamHero({ info }: { info: TeamInfo }) {
  const { t } = useTranslation();
  const s = info.standing;
  const stats: HeroStat[] | null = s
    ? [
        { key: 'rank', value: `${s.rank}/${info.teams}` },
        { key: 'points', value: s.points },
        { key: 'wdl', value: `${s.won}-${s.drawn}-${s.lost}` },
        { key: 'goals', value: `${s.goalsFor}:${s.goalsAgainst}` },
      ]
    : null;
  return (
    <HeroCard team={info.team} sub={info.competition ? `${info.competition} · ${info.season ?? ''}` : t('data.noLeague')} replayed={info.replayed} stats={stats}>
      {s && (
        <div className={styles.heroSub} style={{ marginTop: 10 }}>
          {t('data.team.split', { hw: s.home.won, hd: s.home.drawn, hl: s.home.lost, aw: s.away.won, ad: s.away.drawn, al: s.away.lost })} <FormChips form={s.form} />
        </div>
      )}
    </HeroCard>
  );
}
