const AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';

/** The OAuth state of a login; binding uses a state the server signs (wechat/getGzhBindUrl). */
export const LOGIN_STATE = 'login';

/**
 * WeChat's OAuth page for the official account (snsapi_userinfo); WeChat comes back to
 * `redirectUri` with `?code=…&state=…`.
 */
export function wechatAuthorizeUrl(appId: string, redirectUri: string, state: string): string {
  const query = `appid=${encodeURIComponent(appId)}&redirect_uri=${encodeURIComponent(redirectUri)}` +
    `&response_type=code&scope=snsapi_userinfo&state=${state}`;
  return `${AUTHORIZE_URL}?${query}#wechat_redirect`;
}

/** The page WeChat should return to: this origin with the hash route of `path`. */
export function appPageUrl(path: string): string {
  return `${window.location.origin}/#${path}`;
}

/**
 * The OAuth code in the URL: WeChat inserts its query before the `#`, so look there first,
 * then in the hash route's own query.
 */
export function readOAuthReturn(search: string, hashSearch: string): { code: string; state: string | null } | null {
  for (const query of [search, hashSearch]) {
    const params = new URLSearchParams(query);
    const code = params.get('code');
    if (code) return { code, state: params.get('state') };
  }
  return null;
}

/** Removes the used code from the address bar so a reload does not replay it. */
export function forgetOAuthCode(): void {
  const { origin, pathname, hash } = window.location;
  const cleanHash = hash.replace(/([?&])(code|state)=[^&]*/g, '$1').replace(/[?&]+$/, '').replace(/\?&/, '?');
  window.history.replaceState(window.history.state, '', `${origin}${pathname}${cleanHash}`);
}
