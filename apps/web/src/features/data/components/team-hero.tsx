import { useTranslation } from 'react-i18next';
import type { ReplyOf, Calls } from '@scoreline/contract';
import { FormChips } from './form-chips.tsx';
import styles from './data.module.css';

type TeamInfo = ReplyOf<Calls['footballTeamInfo']>;

/** The team page's red header: badge, name, competition and season, then its table numbers. */
export function TeamHero({ info }: { info: TeamInfo }) {
  const { t } = useTranslation();
  const s = info.standing;
  const stats = s
    ? [
        { key: 'rank', value: `${s.rank}/${info.teams}` },
        { key: 'points', value: s.points },
        { key: 'wdl', value: `${s.won}-${s.drawn}-${s.lost}` },
        { key: 'goals', value: `${s.goalsFor}:${s.goalsAgainst}` },
      ] as const
    : [];
  return (
    <div className={styles.hero} data-testid="team-hero">
      <div className={styles.heroTop}>
        <span className={styles.heroBadge} style={{ background: info.team.colour }}>
          {[...info.team.shortName][0] ?? '?'}
        </span>
        <div>
          <h2 className={styles.heroName}>{info.team.name}</h2>
          <div className={styles.heroSub}>{info.competition ? `${info.competition} · ${info.season ?? ''}` : t('data.noLeague')}</div>
        </div>
      </div>
      {s && (
        <>
          <div className={styles.heroStats}>
            {stats.map((x) => (
              <div key={x.key} className={styles.heroStat}>
                <strong>{x.value}</strong>
                <span>{t(`data.team.${x.key}`)}</span>
              </div>
            ))}
          </div>
          <div className={styles.heroSub} style={{ marginTop: 10 }}>
            {t('data.team.split', { hw: s.home.won, hd: s.home.drawn, hl: s.home.lost, aw: s.away.won, ad: s.away.drawn, al: s.away.lost })} <FormChips form={s.form} />
          </div>
        </>
      )}
    </div>
  );
}
