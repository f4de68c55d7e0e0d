import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { TabBar } from './tab-bar.tsx';

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
    for (const key of ['home', 'score', 'data_list', 'zl_zj']) {
      const tab = screen.getByTestId(`tabbar-item-${key}`);
      expect(tab.getAttribute('aria-disabled')).toBe('true');
      expect(tab.getAttribute('aria-label')).toMatch(/（暂未开放）$/);
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
    fireEvent.click(screen.getByTestId('tabbar-item-home'));
    expect(router.state.location.pathname).toBe('/pages/user/user_setting');
    expect(showToast).toHaveBeenCalledWith('发现（暂未开放）');
    fireEvent.click(screen.getByTestId('tabbar-item-user'));
    expect(router.state.location.pathname).toBe('/pages/tabBar/user');
    expect(showToast).toHaveBeenCalledTimes(1);
  });
});
