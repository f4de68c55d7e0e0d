import type { Locale } from '@scoreline/contract';
import { localeFile, mountFiles, type Translation, type TranslationTree } from './resources.ts';

/**
 * Every locale's texts, bundled eagerly: for the tests only (the locale files' own checks and the
 * component tests, which switch languages synchronously). The app loads one locale lazily
 * (resources.ts); nothing in the app imports this file.
 */
const files = import.meta.glob<TranslationTree>('../../locales/*/*.json', { import: 'default', eager: true });

function collect(): Record<string, [string, TranslationTree][]> {
  const byLocale: Record<string, [string, TranslationTree][]> = {};
  for (const [path, texts] of Object.entries(files)) {
    const file = localeFile(path);
    if (file) (byLocale[file[0]] ??= []).push([file[1], texts]);
  }
  return byLocale;
}

export const allResources = Object.fromEntries(
  Object.entries(collect()).map(([locale, list]) => [locale, { translation: mountFiles(list) as Translation }]),
) as Record<Locale, { translation: Translation }>;
