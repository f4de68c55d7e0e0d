import type { TFunction } from 'i18next';
import { splitMatchNumber } from '../../../lib/match-number.ts';

/** How a play and an option read on screen, in the user's language. */

const SFC_BANDS = ['1-5', '6-10', '11-15', '16-20', '21-25', '26+'];

export function playLabel(t: TFunction, play: string): string {
  switch (play) {
    case 'SPF': return t('lottery.play.SPF');
    case 'RQSPF': return t('lottery.play.RQSPF');
    case 'BF': return t('lottery.play.BF');
    case 'ZJQ': return t('lottery.play.ZJQ');
    case 'BQC': return t('lottery.play.BQC');
    case 'SF': return t('lottery.play.SF');
    case 'RFSF': return t('lottery.play.RFSF');
    case 'SFC': return t('lottery.play.SFC');
    case 'DXF': return t('lottery.play.DXF');
    case 'SXDS': return t('lottery.play.SXDS');
    default: return play;
  }
}

/**
 * A jingcai match number in the UI language: `周五001` reads `Fri 001` in English. Beidan
 * numbers (`001`) have no weekday and stay as they are.
 */
export function numberLabel(t: TFunction, code: string): string {
  const parts = splitMatchNumber(code);
  return parts ? t('lottery.matchNumber', { day: t(`lottery.weekday.${parts.weekday}` as 'lottery.weekday.0'), number: parts.number }) : code;
}

const spf = (t: TFunction, code: string) => (code === '3' ? t('lottery.option.win') : code === '1' ? t('lottery.option.draw') : t('lottery.option.loss'));

export function optionLabel(t: TFunction, play: string, code: string): string {
  if (play === 'SPF' || play === 'RQSPF') return spf(t, code);
  if (play === 'SF' || play === 'RFSF') return code === '3' ? t('lottery.option.homeWin') : t('lottery.option.homeLoss');
  if (play === 'BQC') return `${spf(t, code[0] ?? '')}${spf(t, code[1] ?? '')}`;
  if (play === 'SFC') return `${code.startsWith('H') ? t('lottery.option.home') : t('lottery.option.away')}${SFC_BANDS[Number(code.slice(1)) - 1] ?? ''}`;
  if (play === 'DXF') return code === '大' ? t('lottery.option.over') : t('lottery.option.under');
  if (play === 'BF' && code === '胜其他') return t('lottery.option.winOther');
  if (play === 'BF' && code === '平其他') return t('lottery.option.drawOther');
  if (play === 'BF' && code === '负其他') return t('lottery.option.lossOther');
  if (play === 'ZJQ') return t('lottery.option.goals', { n: code });
  if (play === 'SXDS') return t(`lottery.option.sxds.${code === '上单' ? 'upOdd' : code === '上双' ? 'upEven' : code === '下单' ? 'downOdd' : 'downEven'}`);
  return code;
}

/** A signed handicap as shown next to RQSPF / RFSF (`-1`, `+5.5`). */
export const signed = (n: number | undefined | null): string => (n === undefined || n === null ? '' : n > 0 ? `+${n}` : String(n));

/**
 * A price as the option buttons and bet rows show it: two decimals. Beidan SPs arrive exact to
 * six (`5.947806`, kept for the plan's sums); the lottery publishes them to two.
 *
 * @example priceLabel('5.947806') // '5.95'
 * @example priceLabel('1.85') // '1.85'
 */
export function priceLabel(odds: string): string {
  const value = Number(odds);
  return Number.isFinite(value) ? value.toFixed(2) : odds;
}
