import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { forgetOAuthCode, LOGIN_STATE, readOAuthReturn } from '../utils/wechat.ts';

/**
 * Runs `onCode` once when the page was opened by WeChat's OAuth redirect, then removes the code
 * from the address bar. `login` answers only the login state; `bind` answers any other state
 * (the server signs the binding state, so the client cannot know it in advance).
 */
export function useOAuthReturn(flow: 'login' | 'bind', onCode: (code: string, state: string | null) => void): void {
  const { search } = useLocation();
  const handled = useRef(false);
  const callback = useRef(onCode);

  useEffect(() => {
    callback.current = onCode;
  }, [onCode]);

  useEffect(() => {
    const found = readOAuthReturn(window.location.search, search);
    if (!found || handled.current) return;
    const isLogin = found.state === null || found.state === LOGIN_STATE;
    if (isLogin !== (flow === 'login')) return;
    handled.current = true;
    forgetOAuthCode();
    callback.current(found.code, found.state);
  }, [search, flow]);
}
