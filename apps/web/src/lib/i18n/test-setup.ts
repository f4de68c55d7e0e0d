import { allResources } from './all-resources.ts';
import { i18n } from './i18n.ts';

// The web tests' setup (vitest.config.ts): every locale present at once, so a test can switch
// languages synchronously as before; the app itself loads only the active locale, lazily.
for (const [locale, { translation }] of Object.entries(allResources)) {
  i18n.addResourceBundle(locale, 'translation', translation, true, true);
}
