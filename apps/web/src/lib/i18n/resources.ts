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
 * `t('scores.live')` compile). Only the active language is fetched, never the other three, and
 * of it only the texts the open pages need (text-chunks.ts).
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

/** The name of one text file: `translation` (the platform's) or a feature's. */
export type TextNamespace = 'translation' | Exclude<keyof Translation, keyof typeof en>;

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

/** Fetches one text file of one locale, mounted as in the whole tree (a feature's under its name). */
export async function loadNamespace(locale: Locale, namespace: TextNamespace): Promise<TranslationTree> {
  const load = loadersOf(locale).find(([name]) => name === namespace)?.[1];
  if (!load) throw new Error(`no ${namespace} texts for ${locale}`);
  return mountFiles([[namespace, await load()]]);
}

/** Fetches every text file of one locale and mounts them (the tests compare it with the eager bundle). */
export async function loadTranslation(locale: Locale): Promise<TranslationTree> {
  const files = await Promise.all(loadersOf(locale).map(async ([namespace, load]) => [namespace, await load()] as [string, TranslationTree]));
  if (files.length === 0) throw new Error(`no locale files for ${locale}`);
  return mountFiles(files);
}
