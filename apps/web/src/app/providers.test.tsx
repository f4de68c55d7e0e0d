import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Popup } from 'antd-mobile';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n/i18n.ts';
import { loadAntdLocale, Providers } from './providers.tsx';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('zh-Hans');
});

describe('Providers', () => {
  it('keeps an open popup rendering while a newly chosen language\'s antd-mobile texts are still loading', async () => {
    await i18n.changeLanguage('zh-Hans');
    await loadAntdLocale('zh-Hans');
    render(
      <Providers>
        <Popup visible onMaskClick={() => undefined}>
          <p>sheet</p>
        </Popup>
      </Providers>,
    );
    expect(document.querySelector('.adm-mask-aria-button')?.getAttribute('aria-label')).toBe('背景蒙层');
    // ja's antd texts are not loaded yet: the popup's Mask reads `locale.Mask` on this render.
    await act(async () => {
      await i18n.changeLanguage('ja');
    });
    expect(screen.getByText('sheet')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.adm-mask-aria-button')?.getAttribute('aria-label')).toBe('マスク'));
  });

  it('shows a language that became active between a component\'s render and its subscription', async () => {
    await i18n.changeLanguage('zh-Hans');
    await loadAntdLocale('zh-Hans');
    // English's antd texts in place first: fetched on the switch instead, they arrived after this
    // test had ended and re-rendered a torn-down tree (an unhandled error in one CI run).
    await loadAntdLocale('en');
    function Label() {
      const { t } = useTranslation();
      return <span data-testid="label">{t('tabs.home')}</span>;
    }
    // A layout effect runs in the commit, before any passive effect (where react-i18next
    // subscribes to `languageChanged`): the switch lands in the gap a slow page load leaves.
    function SwitchInCommit() {
      useLayoutEffect(() => {
        void i18n.changeLanguage('en');
      }, []);
      return null;
    }
    render(
      <Providers>
        <Label />
        <SwitchInCommit />
      </Providers>,
    );
    await waitFor(() => expect(screen.getByTestId('label').textContent).toBe('Discover'));
  });
});
