import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@scoreline/contract';
import { readItem, writeItem } from '../storage/storage.ts';
import { storageKeys } from '../storage/keys.ts';
import { detectLocale, FALLBACK_LOCALE, isLocale } from './locale.ts';
import { loadNamespace, type TextNamespace } from './resources.ts';
import { BOOT_NAMESPACES } from './text-chunks.ts';

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

export const i18n = i18next.createInstance();

// Starts with no texts: main.tsx awaits `loadLocale(currentLocale())` before the first render, and
// each lazy page its own feature's texts (`loadTexts`).
void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: detectLocale(readItem(storageKeys.locale), browserLanguages()),
  fallbackLng: FALLBACK_LOCALE,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});
syncDocumentLanguage(currentLocale());

/** The active UI locale (also sent to the server in the `lang` header). */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : FALLBACK_LOCALE;
}

/** Every text file asked for so far: a language switch fetches all of them in the new language. */
const wanted = new Set<TextNamespace>(BOOT_NAMESPACES);
const loading = new Map<string, Promise<void>>();

/** Fetches one file of one locale once (a failed fetch is forgotten so the next call retries). */
function loadFile(locale: Locale, namespace: TextNamespace): Promise<void> {
  const key = `${locale}/${namespace}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = loadNamespace(locale, namespace).then(
      (tree) => {
        i18n.addResourceBundle(locale, 'translation', tree, true, true);
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** The language being switched to while its texts arrive (see changeLocale). */
let switchingTo: Locale | null = null;

/** Fetches a locale's texts: the first screen's (text-chunks.ts) and every file a page has asked for. */
export async function loadLocale(locale: Locale): Promise<void> {
  await Promise.all([...wanted].map((namespace) => loadFile(locale, namespace)));
}

/**
 * Fetches the text files a page uses before the page renders (its keys would otherwise show
 * raw): in the active language, and during a switch in the coming one too. Remembered, so a
 * later language switch fetches them as well.
 */
export async function loadTexts(namespaces: readonly TextNamespace[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  const locales = new Set([currentLocale(), switchingTo ?? currentLocale()]);
  await Promise.all([...locales].flatMap((locale) => namespaces.map((namespace) => loadFile(locale, namespace))));
}

/** Switches the UI language (after its texts have arrived) and remembers the choice in local storage. */
export async function changeLocale(locale: Locale): Promise<void> {
  // Remembered at once, so a reload during the texts' fetch still opens in the new language.
  writeItem(storageKeys.locale, locale);
  switchingTo = locale;
  try {
    await loadLocale(locale);
    await i18n.changeLanguage(locale);
  } finally {
    if (switchingTo === locale) switchingTo = null;
  }
  syncDocumentLanguage(locale);
}

function syncDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
