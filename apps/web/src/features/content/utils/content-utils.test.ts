import { describe, expect, it } from 'vitest';
import { clientPlatform } from '../hooks/use-feature-switches.ts';
import { formatTime, timeAgo } from './format-time.ts';
import { isWebViewAllowed } from './web-view-allow.ts';

const ORIGIN = 'https://app.scoreline.example';

describe('isWebViewAllowed', () => {
  it('frames https pages of the allow-listed hosts and of the app itself', () => {
    expect(isWebViewAllowed('https://www.nba.com/games', ORIGIN)).toBe(true);
    expect(isWebViewAllowed(`${ORIGIN}/sundry/getZhaHtml/type/appXieYi`, ORIGIN)).toBe(true);
  });

  it('refuses other hosts, plain http, credentials and script URLs', () => {
    expect(isWebViewAllowed('https://evil.example/phish', ORIGIN)).toBe(false);
    expect(isWebViewAllowed('http://www.nba.com/games', ORIGIN)).toBe(false);
    expect(isWebViewAllowed('https://user:pw@www.nba.com/', ORIGIN)).toBe(false);
    expect(isWebViewAllowed('https://www.nba.com.evil.example/', ORIGIN)).toBe(false);
    expect(isWebViewAllowed('javascript:alert(1)', ORIGIN)).toBe(false);
    expect(isWebViewAllowed('not a url', ORIGIN)).toBe(false);
  });
});

describe('clientPlatform', () => {
  it('is h5 in a browser and the shell\'s OS in a native shell', () => {
    expect(clientPlatform('Mozilla/5.0 (Linux; Android 14)', false)).toBe('h5');
    expect(clientPlatform('Mozilla/5.0 (Linux; Android 14)', true)).toBe('android');
    expect(clientPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)', true)).toBe('ios');
  });
});

describe('formatTime and timeAgo', () => {
  // 15:00 in Beijing on 22 November.
  const now = Date.UTC(2026, 10, 22, 7, 0);
  it('shows only the time today and the date on another day', () => {
    expect(formatTime(Date.UTC(2026, 10, 22, 12, 45), 'en', now)).toBe('20:45');
    expect(formatTime(Date.UTC(2026, 10, 24, 1, 5), 'en', now)).toBe('11/24 09:05');
  });
  it('shows Beijing time and Beijing\'s day, whatever the phone\'s zone (as the scores list does)', () => {
    // 18:15 on the 27th in Beijing is 10:15 UTC: a phone in Europe showed 10:15.
    expect(formatTime(Date.UTC(2026, 10, 27, 10, 15), 'en', Date.UTC(2026, 10, 26, 18, 0))).toBe('18:15');
    // 02:30 on the 23rd in Beijing is the 22nd in UTC: another day, with its Beijing date.
    expect(formatTime(Date.UTC(2026, 10, 22, 18, 30), 'en', now)).toBe('11/23 02:30');
  });
  it('says how long ago in the UI language', () => {
    expect(timeAgo(now - 5 * 60_000, 'en', now)).toBe('5 minutes ago');
    expect(timeAgo(now - 3 * 3_600_000, 'zh-Hans', now)).toBe('3小时前');
  });
});
