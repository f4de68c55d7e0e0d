import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { isServed } from '../routes/route-table.ts';
import { TabBar } from './tab-bar.tsx';
import { tabs } from './tabs.ts';

vi.mock('../../lib/toast.ts', () => ({ showToast: vi.fn() }));
const { showToast } = await import('../../lib/toast.ts');

afterEach(() => {
  cleanup();
  vi.mocked(showToast).mockClear();
});

describe('TabBar', () => {
  it('shows the five spec tabs in order, marking those whose page does not exist yet', () => {
    renderWithProviders(<TabBar />, { path: '/pages/tabBar/user' });
    const items = screen.getByTestId('tabbar').querySelectorAll('button');
    expect([...items].map((b) => b.dataset.testid)).toEqual([
      'tabbar-item-home',
      'tabbar-item-score',
      'tabbar-item-data_list',
      'tabbar-item-zl_zj',
      'tabbar-item-user',
    ]);
    expect([...items].map((b) => b.textContent)).toEqual(['发现', '比分', '数据', '专家', '我的']);
    // Tabs whose page has landed are live; the others say they are not open yet.
    for (const { key, path } of tabs.filter((tab) => tab.key !== 'user')) {
      const tab = screen.getByTestId(`tabbar-item-${key}`);
      if (isServed(path)) {
        expect(tab.getAttribute('aria-disabled')).not.toBe('true');
        expect(tab.getAttribute('aria-label')).not.toMatch(/（暂未开放）$/);
      } else {
        expect(tab.getAttribute('aria-disabled')).toBe('true');
        expect(tab.getAttribute('aria-label')).toMatch(/（暂未开放）$/);
      }
    }
    const user = screen.getByTestId('tabbar-item-user');
    expect(user.getAttribute('aria-current')).toBe('page');
    expect(user.getAttribute('aria-label')).toBe('我的');
  });

  it('navigates to a served tab; a tap on an unavailable one only says so', () => {
    const { router } = renderWithProviders(<TabBar />, {
      path: '/pages/user/user_setting',
      routes: [{ path: '/pages/tabBar/user', element: <div data-testid="user-tab" /> }],
    });
    const unavailable = tabs.find((tab) => !isServed(tab.path));
    if (unavailable) {
      fireEvent.click(screen.getByTestId(`tabbar-item-${unavailable.key}`));
      expect(router.state.location.pathname).toBe('/pages/user/user_setting');
      expect(showToast).toHaveBeenCalledWith(expect.stringMatching(/（暂未开放）$/));
    }
    fireEvent.click(screen.getByTestId('tabbar-item-user'));
    expect(router.state.location.pathname).toBe('/pages/tabBar/user');
    expect(showToast).toHaveBeenCalledTimes(unavailable ? 1 : 0);
  });
});
