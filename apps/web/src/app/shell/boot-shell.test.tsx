import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messageStore } from '../../features/messages/stores/message-store.ts';
import { i18n } from '../../lib/i18n/i18n.ts';
import { BootShell } from './boot-shell.tsx';

afterEach(async () => {
  cleanup();
  window.location.hash = '';
  await i18n.changeLanguage('zh-Hans');
});

describe('BootShell', () => {
  it('shows the disclaimer bar on a tab page, in the reader\'s language', async () => {
    await i18n.changeLanguage('en');
    window.location.hash = '#/pages/tabBar/score?mode=live';
    render(<BootShell />);
    expect(screen.getByTestId('bottom-tips').textContent).toContain('Scoreline does not sell lottery tickets');
  });

  it('leaves it out off the tabs, as the shell does', () => {
    window.location.hash = '#/pages/user/login';
    render(<BootShell />);
    expect(screen.getByTestId('boot-shell')).toBeTruthy();
    expect(screen.queryByTestId('bottom-tips')).toBeNull();
  });

  it('leaves it out once the reader has closed it', () => {
    window.location.hash = '#/pages/tabBar/score';
    act(() => messageStore.closeBottomTips());
    render(<BootShell />);
    expect(screen.queryByTestId('bottom-tips')).toBeNull();
  });
});
