import 'i18next';
import type { Translation } from './resources.ts';

// Typed keys: t('login.title') compiles, t('login.titel') does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}
