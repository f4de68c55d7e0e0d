import type { Locale } from '@scoreline/contract';
import type { CompanyId } from '../source/bookmaker.codes.ts';
import type { LocalizedText } from './catalog.types.ts';

/**
 * Display names of the odds companies the source layer knows. Chinese names are the ones odds
 * sites in China use (平博, 威廉希尔, 伟德, 必发); brands usually written in Latin letters there
 * (bet365, bwin, 1xBet, Interwetten) stay in Latin letters. `max`/`avg` are the market maximum
 * and average across the bookmakers football-data.co.uk (or, in 2018-19, Betbrain) tracked.
 */
const COMPANIES: Readonly<Record<CompanyId, LocalizedText>> = {
  bet365: { en: 'Bet365', 'zh-Hans': 'bet365', 'zh-Hant': 'bet365', ja: 'bet365' },
  pinnacle: { en: 'Pinnacle', 'zh-Hans': '平博', 'zh-Hant': '平博', ja: 'ピナクル' },
  'william-hill': { en: 'William Hill', 'zh-Hans': '威廉希尔', 'zh-Hant': '威廉希爾', ja: 'ウィリアムヒル' },
  interwetten: { en: 'Interwetten', 'zh-Hans': 'Interwetten', 'zh-Hant': 'Interwetten', ja: 'インターヴェッテン' },
  bwin: { en: 'Bet&Win (bwin)', 'zh-Hans': 'bwin', 'zh-Hant': 'bwin', ja: 'bwin' },
  'vc-bet': { en: 'VC Bet', 'zh-Hans': '伟德', 'zh-Hant': '偉德', ja: 'VCベット' },
  '1xbet': { en: '1xBet', 'zh-Hans': '1xBet', 'zh-Hant': '1xBet', ja: '1xBet' },
  betfair: { en: 'Betfair', 'zh-Hans': '必发', 'zh-Hant': '必發', ja: 'ベットフェア' },
  'betfair-exchange': { en: 'Betfair Exchange', 'zh-Hans': '必发交易所', 'zh-Hant': '必發交易所', ja: 'ベットフェア取引所' },
  betbrain: { en: 'Betbrain', 'zh-Hans': 'Betbrain', 'zh-Hant': 'Betbrain', ja: 'ベットブレイン' },
  max: { en: 'Market max', 'zh-Hans': '最高', 'zh-Hant': '最高', ja: '最高' },
  avg: { en: 'Market average', 'zh-Hans': '平均', 'zh-Hant': '平均', ja: '平均' },
};

/**
 * A company's display name.
 *
 * @example
 * companyName('pinnacle', 'zh-Hans') // '平博'
 * companyName('avg', 'ja')           // '平均'
 */
export function companyName(id: CompanyId, locale: Locale): string {
  return COMPANIES[id][locale];
}
