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
