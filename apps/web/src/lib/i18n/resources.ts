import type { Locale } from '@scoreline/contract';
import en from '../../locales/en/translation.json';
import enAi from '../../locales/en/ai.json';
import enContent from '../../locales/en/content.json';
import enData from '../../locales/en/data.json';
import enLottery from '../../locales/en/lottery.json';
import enMatch from '../../locales/en/match.json';
import enScores from '../../locales/en/scores.json';
import enWallet from '../../locales/en/wallet.json';
import ja from '../../locales/ja/translation.json';
import jaAi from '../../locales/ja/ai.json';
import jaContent from '../../locales/ja/content.json';
import jaData from '../../locales/ja/data.json';
import jaLottery from '../../locales/ja/lottery.json';
import jaMatch from '../../locales/ja/match.json';
import jaScores from '../../locales/ja/scores.json';
import jaWallet from '../../locales/ja/wallet.json';
import zhHans from '../../locales/zh-Hans/translation.json';
import zhHansAi from '../../locales/zh-Hans/ai.json';
import zhHansContent from '../../locales/zh-Hans/content.json';
import zhHansData from '../../locales/zh-Hans/data.json';
import zhHansLottery from '../../locales/zh-Hans/lottery.json';
import zhHansMatch from '../../locales/zh-Hans/match.json';
import zhHansScores from '../../locales/zh-Hans/scores.json';
import zhHansWallet from '../../locales/zh-Hans/wallet.json';
import zhHant from '../../locales/zh-Hant/translation.json';
import zhHantAi from '../../locales/zh-Hant/ai.json';
import zhHantContent from '../../locales/zh-Hant/content.json';
import zhHantData from '../../locales/zh-Hant/data.json';
import zhHantLottery from '../../locales/zh-Hant/lottery.json';
import zhHantMatch from '../../locales/zh-Hant/match.json';
import zhHantScores from '../../locales/zh-Hant/scores.json';
import zhHantWallet from '../../locales/zh-Hant/wallet.json';

/**
 * Each feature keeps its texts in its own file per locale (`locales/<locale>/<feature>.json`),
 * mounted under the feature's name: `t('scores.live')` reads `scores.json`'s `live`. The
 * platform's texts stay at the top level of `translation.json`.
 */
const english = { ...en, ai: enAi, content: enContent, data: enData, lottery: enLottery, match: enMatch, scores: enScores, wallet: enWallet };

/** English is the reference: the other locales must have exactly its keys (locales.test.ts). */
export type Translation = typeof english;

export const resources = {
  en: { translation: english },
  'zh-Hans': {
    translation: { ...zhHans, ai: zhHansAi, content: zhHansContent, data: zhHansData, lottery: zhHansLottery, match: zhHansMatch, scores: zhHansScores, wallet: zhHansWallet },
  },
  'zh-Hant': {
    translation: { ...zhHant, ai: zhHantAi, content: zhHantContent, data: zhHantData, lottery: zhHantLottery, match: zhHantMatch, scores: zhHantScores, wallet: zhHantWallet },
  },
  ja: { translation: { ...ja, ai: jaAi, content: jaContent, data: jaData, lottery: jaLottery, match: jaMatch, scores: jaScores, wallet: jaWallet } },
} as const satisfies Record<Locale, { translation: Translation }>;
