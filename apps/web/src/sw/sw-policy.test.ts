import { describe, expect, it } from 'vitest';
import { chooseStrategy, type SwRequest } from './sw-policy.ts';

const ORIGIN = 'https://m.scoreline.test';
const precached = new Set(['/', '/assets/index-abc.js', '/icons/icon-192.png']);
const get = (path: string, mode: RequestMode = 'no-cors'): SwRequest => ({ method: 'GET', url: ORIGIN + path, mode });

describe('chooseStrategy', () => {
  it('never touches API calls, uploads, health, docs or the socket', () => {
    for (const path of ['/MobileUser/getUserInfo', '/MobileSms/sendPhoneCode', '/MobileIndex/getBanners', '/MobileFootNew/getHostList5', '/Sundry/getApiHost', '/sundry/getZhaHtml/type/privacy', '/uploads/a.webp', '/healthz', '/docs/openapi.json', '/ws?appType=h5', '/Pay/createOrder', '/mobileindex/getNewsDetail']) {
      expect(chooseStrategy(get(path), ORIGIN, precached), path).toBe('bypass');
    }
    expect(chooseStrategy({ method: 'POST', url: `${ORIGIN}/MobileUser/getUserInfo`, mode: 'cors' }, ORIGIN, precached)).toBe('bypass');
  });

  it('serves navigations network-first with the shell as the offline fallback', () => {
    expect(chooseStrategy(get('/', 'navigate'), ORIGIN, precached)).toBe('navigate');
    expect(chooseStrategy(get('/index.html', 'navigate'), ORIGIN, precached)).toBe('navigate');
  });

  it('serves precached build files from the cache and lets everything else through', () => {
    expect(chooseStrategy(get('/assets/index-abc.js'), ORIGIN, precached)).toBe('shell');
    expect(chooseStrategy(get('/assets/unknown.js'), ORIGIN, precached)).toBe('bypass');
    const otherOrigin: SwRequest = { method: 'GET', url: 'https://cdn.test/assets/index-abc.js', mode: 'no-cors' };
    expect(chooseStrategy(otherOrigin, ORIGIN, precached)).toBe('bypass');
  });

  it('does not mistake app files that merely start like an API module', () => {
    expect(chooseStrategy(get('/payment.png'), ORIGIN, new Set(['/payment.png']))).toBe('shell');
    expect(chooseStrategy(get('/docsify.js'), ORIGIN, new Set(['/docsify.js']))).toBe('shell');
  });
});
