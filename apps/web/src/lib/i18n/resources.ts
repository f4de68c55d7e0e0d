import type { Locale } from '@scoreline/contract';
import type en from '../../locales/en/translation.json';
import type enAi from '../../locales/en/ai.json';
import type enAiChase from '../../locales/en/ai-chase.json';
import type enAiModels from '../../locales/en/ai-models.json';
import type enContent from '../../locales/en/content.json';
import type enData from '../../locales/en/data.json';
import type enLottery from '../../locales/en/lottery.json';
import type enMatch from '../../locales/en/match.json';
import type enScores from '../../locales/en/scores.json';
import type enWallet from '../../locales/en/wallet.json';

/**
 * Each feature keeps its texts in its own file per locale (`locales/<locale>/<feature>.json`),
 * mounted under the file's name: `t('scores.live')` reads `scores.json`'s `live`. The platform's
 * texts stay at the top level of `translation.json`.
 *
 * At run time the files are found by the glob below, so a new namespace file needs no line here
 * to load; only the type below lists them (English is the reference, and the type is what lets
 * `t('scores.live')` compile). Only the active language is fetched (one chunk per locale, see
 * vite.config.ts), never the other three.
 */
export type Translation = typeof en & {
  ai: typeof enAi;
  'ai-chase': typeof enAiChase;
  'ai-models': typeof enAiModels;
  content: typeof enContent;
  data: typeof enData;
  lottery: typeof enLottery;
  match: typeof enMatch;
  scores: typeof enScores;
  wallet: typeof enWallet;
};

/** A locale's texts as one tree: what i18next holds in its single `translation` namespace. */
export type TranslationTree = Record<string, unknown>;

type Loader = () => Promise<TranslationTree>;

const loaders = import.meta.glob<TranslationTree>('../../locales/*/*.json', { import: 'default' });

const FILE = /\/locales\/([^/]+)\/([^/]+)\.json$/;

/** `../../locales/ja/scores.json` → `['ja', 'scores']`. */
export function localeFile(path: string): [locale: string, namespace: string] | null {
  const match = FILE.exec(path);
  return match?.[1] && match[2] ? [match[1], match[2]] : null;
}

/** Mounts a locale's files into one tree: `translation` at the top, every other file under its name. */
export function mountFiles(files: Iterable<[namespace: string, texts: TranslationTree]>): TranslationTree {
  let tree: TranslationTree = {};
  for (const [namespace, texts] of files) {
    tree = namespace === 'translation' ? { ...texts, ...tree } : { ...tree, [namespace]: texts };
  }
  return tree;
}

function loadersOf(locale: Locale): [string, Loader][] {
  return Object.entries(loaders).flatMap(([path, load]): [string, Loader][] => {
    const file = localeFile(path);
    return file?.[0] === locale ? [[file[1], load]] : [];
  });
}

/** Fetches every text file of one locale (all in the locale's one chunk) and mounts them. */
export async function loadTranslation(locale: Locale): Promise<TranslationTree> {
  const files = await Promise.all(loadersOf(locale).map(async ([namespace, load]) => [namespace, await load()] as [string, TranslationTree]));
  if (files.length === 0) throw new Error(`no locale files for ${locale}`);
  return mountFiles(files);
}
