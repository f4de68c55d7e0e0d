import { locales, type Locale } from '@scoreline/contract';
import { List, Popup } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../../../lib/i18n/i18n.ts';
import { endonyms } from '../../../lib/i18n/locale.ts';
import styles from './settings.module.css';

/** The settings row for the UI language and its chooser (the choice is kept in local storage). */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const active = currentLocale();
  const choose = (locale: Locale) => {
    setOpen(false);
    // A switch whose texts cannot be fetched keeps the current language; say why in the log.
    if (locale !== active) changeLocale(locale).catch((error: unknown) => console.error('language switch failed', error));
  };
  return (
    <>
      <List.Item extra={endonyms[active]} onClick={() => setOpen(true)} data-testid="setting-language">
        {t('settings.language')}
      </List.Item>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName={styles.sheet}>
        <div className={styles.sheetTitle} lang={i18n.language}>
          {t('settings.chooseLanguage')}
        </div>
        <div role="listbox" aria-label={t('settings.chooseLanguage')}>
          {locales.map((locale) => (
            <button
              key={locale}
              type="button"
              role="option"
              aria-selected={locale === active}
              className={styles.option}
              onClick={() => choose(locale)}
              data-testid={`language-option-${locale}`}
            >
              <span>
                <span className={styles.optionName} lang={locale}>
                  {endonyms[locale]}
                </span>
                {/* The name in the current language, unless it reads the same as the language's own. */}
                {t(`languages.${locale}`) !== endonyms[locale] && <span className={styles.optionHint}>{t(`languages.${locale}`)}</span>}
              </span>
              {locale === active && <CheckOutline className={styles.check} />}
            </button>
          ))}
        </div>
        <button type="button" className={styles.cancel} onClick={() => setOpen(false)} data-testid="language-cancel">
          {t('common.cancel')}
        </button>
      </Popup>
    </>
  );
}
