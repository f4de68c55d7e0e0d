/**
 * The in-app web view opens only https pages of these hosts (and this app's own origin): the
 * sources of our match data and the official sites they point to. Anything else is offered to
 * the system browser instead, so a message or article link can never frame an arbitrary site.
 */
export const WEB_VIEW_HOSTS = [
  'www.football-data.co.uk',
  'football-data.co.uk',
  'www.nba.com',
  'www.kaggle.com',
  'github.com',
  'www.lottery.gov.cn',
  'www.sporttery.cn',
] as const;

/**
 * Whether the web view may frame a URL.
 *
 * @example isWebViewAllowed('https://www.nba.com/games', 'https://app.example') // true
 * @example isWebViewAllowed('javascript:alert(1)', 'https://app.example') // false
 */
export function isWebViewAllowed(raw: string, ownOrigin: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.origin === ownOrigin) return true;
  return url.protocol === 'https:' && url.username === '' && url.password === '' && (WEB_VIEW_HOSTS as readonly string[]).includes(url.hostname);
}

/**
 * The iframe sandbox of an allowed URL. Scripts and same-origin are never granted together: that
 * pair lets a framed page remove its own sandbox (and browsers warn about it). Our own origin
 * serves documents the server has already sanitised, which need no script; a listed site runs
 * its scripts in an opaque origin, and anything it cannot do there opens in the browser.
 *
 * @example webViewSandbox('https://www.nba.com/games', 'https://app.example') // 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox'
 */
export function webViewSandbox(raw: string, ownOrigin: string): string {
  return originOf(raw) === ownOrigin ? 'allow-popups allow-popups-to-escape-sandbox' : 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';
}

function originOf(raw: string): string | null {
  try {
    return new URL(raw).origin;
  } catch {
    return null;
  }
}
