import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { NavBar } from './nav-bar.tsx';

afterEach(cleanup);

describe('NavBar', () => {
  it('sets the window title from its title', () => {
    renderWithProviders(<NavBar title="设置" />);
    expect(document.title).toBe('设置');
    expect(screen.getByTestId('nav-title').textContent).toBe('设置');
  });

  it('hides the back arrow when asked (first page, tab pages)', () => {
    renderWithProviders(<NavBar title="个人中心" back={false} tone="brand" />);
    expect(screen.queryByTestId('nav-back')).toBeNull();
  });

  it('goes back one page when there is history', () => {
    const { router } = renderWithProviders(<NavBar title="设置" />, {
      path: '/pages/user/user_setting',
      history: ['/pages/tabBar/user', '/pages/user/user_setting'],
    });
    // The memory router does not touch window.history, so mirror the index the hash router keeps.
    window.history.replaceState({ idx: 1 }, '');
    fireEvent.click(screen.getByTestId('nav-back'));
    expect(router.state.location.pathname).toBe('/pages/tabBar/user');
  });

  it("goes to '/' when the page is the only one in the history", () => {
    window.history.replaceState({ idx: 0 }, '');
    const { router } = renderWithProviders(<NavBar title="协议" />, { path: '/pages/user/xy' });
    fireEvent.click(screen.getByTestId('nav-back'));
    expect(router.state.location.pathname).toBe('/');
  });
});
