import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import type AntdTexts from 'antd-mobile/es/locales/en-US';
import type { Locale } from '@scoreline/contract/web';
import { useCallback, useEffect, useMemo, useReducer, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n.ts';
import { isLocale } from '../lib/i18n/locale.ts';

// antd-mobile's own texts, one language at a time (main.tsx loads the first before rendering).
const antdLocaleFiles: Record<Locale, () => Promise<{ default: typeof AntdTexts }>> = {
  'zh-Hans': () => import('antd-mobile/es/locales/zh-CN'),
  'zh-Hant': () => import('antd-mobile/es/locales/zh-TW'),
  en: () => import('antd-mobile/es/locales/en-US'),
  ja: () => import('antd-mobile/es/locales/ja-JP'),
};
const antdLocales = new Map<Locale, typeof AntdTexts>();

export async function loadAntdLocale(locale: Locale): Promise<void> {
  if (!antdLocales.has(locale)) antdLocales.set(locale, (await antdLocaleFiles[locale]()).default);
}

export const queryClient = new QueryClient({
  defaultOptions: {
    // The API client already toasts failures; a silent retry would only repeat the toast.
    // networkMode 'always': offline calls must run so the client can toast and reject them
    // (spec section 5) instead of TanStack Query pausing them silently.
    queries: { retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});

function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n: active } = useTranslation();
  const locale = isLocale(active.language) ? active.language : 'en';
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const texts = antdLocales.get(locale);
  // The texts on screen until the new language's arrive. Never undefined: an explicit
  // `locale={undefined}` replaces antd's default, and a Mask (an open popup) then crashes on
  // `locale.Mask` — which is what a language chosen in the settings' popup did.
  const shown = useRef(texts);
  if (texts) shown.current = texts;
  useEffect(() => {
    // After a language switch: antd's texts follow a moment later (the previous language's meanwhile).
    if (!texts) loadAntdLocale(locale).then(rerender, (error: unknown) => console.warn('antd-mobile texts failed to load', error));
  }, [locale, texts]);
  return <ConfigProvider {...(shown.current ? { locale: shown.current } : {})}>{children}</ConfigProvider>;
}

/**
 * Gives react-i18next's context a new value on every language switch, so every `useTranslation`
 * re-renders through React's context propagation. react-i18next alone listens for
 * `languageChanged` from a passive effect: a component rendered just before a switch and
 * subscribed just after it (a page mounting while the new texts arrive) kept the old language
 * for good. `useSyncExternalStore` re-checks the language after subscribing, so it misses none.
 */
function LiveLanguage({ children }: { children: ReactNode }) {
  const subscribe = useCallback((changed: () => void) => {
    i18n.on('languageChanged', changed);
    return () => i18n.off('languageChanged', changed);
  }, []);
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  // A new object per language is the point: it is what makes every consumer re-render.
  const value = useMemo(() => ({ i18n }), [language]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** Server state (TanStack Query), translations and antd-mobile's own texts. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveLanguage>
        <AntdLocale>{children}</AntdLocale>
      </LiveLanguage>
    </QueryClientProvider>
  );
}
