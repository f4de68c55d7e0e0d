import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Draft } from '../model/draft.ts';
import { numberLabel, optionLabel, playLabel, priceLabel, signed } from '../model/labels.ts';
import { isPicked, type OfferedMatch } from '../model/selection.ts';
import { OptionButton } from './option-button.tsx';
import styles from './lottery.module.css';
import { inOrder, sidesOf } from '../../../lib/sides.ts';
import { beijingDayTime } from '../../../lib/time/beijing.ts';

interface MatchCardProps {
  match: OfferedMatch;
  draft: Draft;
  /** Plays shown at once; `extra` ones open under "more" (mixed football: BF, ZJQ, BQC). */
  plays: readonly string[];
  extra?: readonly string[];
  onPick: (match: OfferedMatch, play: string, option: string, odds: string | undefined) => void;
  onBanker: (matchId: string) => void;
}

/** A lottery match with the options of the chosen plays, tapped to build the plan. */
export function MatchCard({ match, draft, plays, extra = [], onPick, onBanker }: MatchCardProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const selected = draft.matches.find((m) => m.id === match.id);
  const extraPicked = extra.some((p) => selected?.picks.some((x) => x.play === p));
  const shown = open || extraPicked ? [...plays, ...extra] : plays;
  return (
    <div className={styles.card} data-testid={`match-${match.id}`}>
      <div className={styles.cardHead}>
        <b>{numberLabel(t, match.number)}</b>
        <span className={styles.teams}>
          {inOrder(sidesOf(draft.game === 'jclq' ? 'basketball' : 'football'), match).join(' vs ')}
        </span>
        <span>{beijingDayTime(match.kickoffAt)}</span>
        {selected && (
          <button type="button" className={`${styles.banker} ${selected.banker ? styles.bankerOn : ''}`} onClick={() => onBanker(match.id)} data-testid={`banker-${match.id}`}>
            {t('lottery.banker')}
          </button>
        )}
      </div>
      {shown.map((play) => {
        const offered = match.plays[play];
        if (!offered) return null;
        const handicap = play === 'RQSPF' || play === 'RFSF' || (play === 'SPF' && draft.game === 'beidan') ? signed(match.handicap) : play === 'DXF' ? String(match.line ?? '') : '';
        return (
          <div key={play} className={styles.playRow}>
            <span className={styles.playName}>
              {playLabel(t, play)}
              {handicap && ` ${handicap}`}
            </span>
            <div className={offered.options.length === 3 ? styles.options : styles.optionsWide}>
              {offered.options.map((o) => (
                <OptionButton
                  key={o.code}
                  label={optionLabel(t, play, o.code)}
                  odds={o.odds === undefined ? undefined : priceLabel(o.odds)}
                  picked={isPicked(draft, match.id, { play, option: o.code })}
                  onToggle={() => onPick(match, play, o.code, o.odds)}
                  testId={`opt-${match.id}-${play}-${o.code}`}
                />
              ))}
            </div>
          </div>
        );
      })}
      {extra.length > 0 && !extraPicked && (
        <button type="button" className={styles.more} onClick={() => setOpen(!open)} data-testid={`more-${match.id}`}>
          {open ? t('lottery.fewerPlays') : t('lottery.morePlays')}
        </button>
      )}
    </div>
  );
}
