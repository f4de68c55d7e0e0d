import { appTokenMinute, calls } from '@scoreline/contract';
import md5 from 'blueimp-md5';
import { callGroupLoaders, calls as callRefs, type CallGroup } from '@scoreline/contract/web';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../storage/keys.ts';
import { createApiClient, type ApiClientDeps } from './client.ts';
import { ApiError } from './errors.ts';

const HOST = 'https://api.example.test';
const FIXED_NOW = Date.UTC(2026, 10, 22, 1, 5, 30); // 09:05 in China
const USER = {
  uid: '42',
  kind: 'user',
  nickname: '球迷42',
  avatar: '',
  faceId: '',
  vip: 0,
  vipExpireTime: 0,
  phone: '138****8000',
  wechatBound: false,
  role: [],
  createdAt: 1,
};

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

type Reply = { status: number; msg: string; data: unknown } | string | Error;

function setup(replies: Record<string, Reply | (() => Reply | Promise<Reply>)>, overrides: Partial<ApiClientDeps> = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = urlOf(input);
    const entry = replies[url];
    const reply = typeof entry === 'function' ? await entry() : entry;
    if (reply === undefined) throw new Error(`unexpected fetch ${url}`);
    if (reply instanceof Error) throw reply;
    return new Response(typeof reply === 'string' ? reply : JSON.stringify(reply));
  });
  const deps: ApiClientDeps = {
    fetch,
    toast: vi.fn(),
    messages: () => ({ offline: '当前无网络,请检查网络设置', noHost: '未知错误，请联系客服', badReply: 'bad', transport: '网络请求失败' }),
    locale: () => 'zh-Hans',
    isOnline: () => true,
    now: () => FIXED_NOW,
    appSecret: 'scoreline-dev-app-secret',
    onSessionInvalid: vi.fn(),
    ...overrides,
  };
  return { client: createApiClient(deps), fetch, deps };
}

const ok = (data: unknown) => ({ status: 0, msg: '成功', data });
const hostReply = ok({ host: `${HOST}/` });

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return init?.headers as Record<string, string>;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('host discovery', () => {
  it('discovers the host on the same origin, caches it and uses it', async () => {
    const { client, fetch } = setup({
      '/Sundry/getApiHost': hostReply,
      [`${HOST}/MobileUser/getUserInfo`]: ok(USER),
    });
    await expect(client.callApi(calls.getUserInfo, {})).resolves.toEqual(USER);
    expect(localStorage.getItem(storageKeys.apiHost)).toBe(HOST);
    expect(fetch.mock.calls.map(([url]) => urlOf(url))).toEqual(['/Sundry/getApiHost', `${HOST}/MobileUser/getUserInfo`]);
  });

  it('skips discovery when the host is cached', async () => {
    localStorage.setItem(storageKeys.apiHost, HOST);
    const { client, fetch } = setup({ [`${HOST}/MobileUser/getUserInfo`]: ok(USER) });
    await client.callApi(calls.getUserInfo, {});
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('waits for a host that appears while polling', async () => {
    vi.useFakeTimers();
    const { client, deps } = setup({
      '/Sundry/getApiHost': () => new Promise<Reply>(() => undefined),
      [`${HOST}/MobileUser/getUserInfo`]: ok(USER),
    });
    const pending = client.callApi(calls.getUserInfo, {});
    await vi.advanceTimersByTimeAsync(1200);
    localStorage.setItem(storageKeys.apiHost, HOST);
    await vi.advanceTimersByTimeAsync(500);
    await expect(pending).resolves.toEqual(USER);
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('gives up after 20 checks of 500 ms with the spec toast', async () => {
    vi.useFakeTimers();
    const { client, deps, fetch } = setup({ '/Sundry/getApiHost': new Error('down') });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pending = client.callApi(calls.getUserInfo, {});
    const outcome = expect(pending).rejects.toMatchObject({ kind: 'noHost' });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(deps.toast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(deps.toast).toHaveBeenCalledWith('未知错误，请联系客服');
    expect(fetch.mock.calls.length).toBeLessThanOrEqual(20);
  });
});

describe('request headers', () => {
  it('sends the spec headers with token-app for a fixed clock', async () => {
    localStorage.setItem(storageKeys.apiHost, HOST);
    localStorage.setItem(storageKeys.visitorId, 'yx1k0123456789abcdef0123456789abcdef');
    localStorage.setItem(storageKeys.uid, '42');
    localStorage.setItem(storageKeys.loginToken, 'a.b.c');
    localStorage.setItem(storageKeys.brand, 'huawei');
    const { client, fetch } = setup({ [`${HOST}/MobileUser/getUserInfo`]: ok(USER) });
    await client.callApi(calls.getUserInfo, {});
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{}');
    expect(headersOf(init)).toEqual({
      uuid: 'yx1k0123456789abcdef0123456789abcdef',
      'token-app': '9d29ec8e16a8b510ac2e014d8ea2af53', // md5('scoreline-dev-app-secret2026-11-22 09:05')
      'user-id': '42',
      factory: 'huawei',
      'app-type': 'h5',
      'device-type': '3',
      lang: 'zh-Hans',
      authorization: 'Bearer a.b.c',
      'content-type': 'application/json',
    });
  });

  it('computes token-app again when the minute turns', async () => {
    localStorage.setItem(storageKeys.apiHost, HOST);
    let now = FIXED_NOW;
    const { client, fetch } = setup({ [`${HOST}/MobileUser/getUserInfo`]: ok(USER) }, { now: () => now });
    await client.callApi(calls.getUserInfo, {});
    now += 59_000 - (FIXED_NOW % 60_000);
    await client.callApi(calls.getUserInfo, {});
    now += 1_000;
    await client.callApi(calls.getUserInfo, {});
    const tokens = fetch.mock.calls.map((call) => headersOf(call[1])['token-app']);
    expect(tokens[1]).toBe(tokens[0]);
    expect(tokens[2]).toBe(md5(`scoreline-dev-app-secret${appTokenMinute(now)}`));
    expect(tokens[2]).not.toBe(tokens[0]);
  });

  it('reports each reply\'s Date header with when it arrived, for the server clock', async () => {
    localStorage.setItem(storageKeys.apiHost, HOST);
    const onServerDate = vi.fn();
    const { client, fetch } = setup({}, { onServerDate });
    fetch.mockResolvedValueOnce(new Response(JSON.stringify(ok(USER)), { headers: { date: 'Sun, 22 Nov 2026 01:04:00 GMT' } }));
    await client.callApi(calls.getUserInfo, {});
    expect(onServerDate).toHaveBeenCalledWith('Sun, 22 Nov 2026 01:04:00 GMT', FIXED_NOW);
  });

  it('leaves out identity headers it does not have and defaults the factory to h5', async () => {
    localStorage.setItem(storageKeys.apiHost, HOST);
    const { client, fetch } = setup({ [`${HOST}/Sundry/getLoginOptions`]: ok({ phone: true, wechat: false, wechatAppId: null }) });
    await client.callApi(calls.getLoginOptions, {});
    const sent = headersOf(fetch.mock.calls[0]?.[1]);
    expect(sent.factory).toBe('h5');
    expect(Object.keys(sent)).not.toContain('uuid');
    expect(Object.keys(sent)).not.toContain('authorization');
    expect(Object.keys(sent)).not.toContain('user-id');
  });
});

describe('failures', () => {
  beforeEach(() => localStorage.setItem(storageKeys.apiHost, HOST));

  it('rejects offline calls with the spec toast and sends nothing', async () => {
    const { client, deps, fetch } = setup({}, { isOnline: () => false });
    await expect(client.callApi(calls.getUserInfo, {})).rejects.toMatchObject({ kind: 'offline' });
    expect(deps.toast).toHaveBeenCalledWith('当前无网络,请检查网络设置');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('toasts the server msg of a non-zero status and rejects', async () => {
    const { client, deps } = setup({ [`${HOST}/MobileUser/loginByPhone`]: { status: 409, msg: '验证码错误', data: null } });
    const call = client.callApi(calls.loginByPhone, { phone: '13800138000', code: '123456' });
    await expect(call).rejects.toEqual(new ApiError('status', '验证码错误', 409));
    expect(deps.toast).toHaveBeenCalledWith('验证码错误');
  });

  it('keeps quiet about failures of silent calls', async () => {
    const { client, deps } = setup({ [`${HOST}/MobileUser/getUserInfo`]: { status: 500, msg: '服务器繁忙', data: null } });
    await expect(client.callApi(calls.getUserInfo, {}, { silent: true })).rejects.toMatchObject({ status: 500 });
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it('clears the session on 405 and reports it without a toast', async () => {
    for (const key of [storageKeys.userData, storageKeys.uid, storageKeys.visitorId, storageKeys.loginToken, storageKeys.locale]) {
      localStorage.setItem(key, 'x');
    }
    const { client, deps } = setup({ [`${HOST}/MobileUser/getUserInfo`]: { status: 405, msg: '登录已失效', data: null } });
    await expect(client.callApi(calls.getUserInfo, {})).rejects.toMatchObject({ kind: 'sessionInvalid' });
    for (const key of [storageKeys.userData, storageKeys.uid, storageKeys.visitorId, storageKeys.loginToken]) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(localStorage.getItem(storageKeys.locale)).toBe('x');
    expect(localStorage.getItem(storageKeys.apiHost)).toBe(HOST);
    expect(deps.onSessionInvalid).toHaveBeenCalledOnce();
    expect(deps.toast).not.toHaveBeenCalled();
  });

  it.each([
    ['fetch throws', new TypeError('Failed to fetch')],
    ['the reply is not JSON', '<html>502 Bad Gateway</html>'],
  ])('clears the cached host and toasts when %s', async (_case, reply) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, deps } = setup({ [`${HOST}/MobileUser/getUserInfo`]: reply });
    await expect(client.callApi(calls.getUserInfo, {})).rejects.toMatchObject({ kind: 'transport' });
    expect(localStorage.getItem(storageKeys.apiHost)).toBeNull();
    expect(deps.toast).toHaveBeenCalledWith(expect.stringContaining('网络请求失败'));
  });

  it('rejects a reply that does not match the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, deps } = setup({ [`${HOST}/MobileUser/getUserInfo`]: ok({ uid: 42 }) });
    await expect(client.callApi(calls.getUserInfo, {})).rejects.toMatchObject({ kind: 'badReply' });
    expect(deps.toast).toHaveBeenCalledWith('bad');
  });
});

describe('call references (the reply schema loads with its group)', () => {
  beforeEach(() => localStorage.setItem(storageKeys.apiHost, HOST));

  function spyOnLoaders() {
    return Object.fromEntries((Object.keys(callGroupLoaders) as CallGroup[]).map((group) => [group, vi.spyOn(callGroupLoaders, group)]));
  }

  it('checks the reply against the schema of its group, loading that group only', async () => {
    const loaders = spyOnLoaders();
    const { client } = setup({ [`${HOST}/MobileUser/getUserInfo`]: ok(USER) });
    expect(callRefs.getUserInfo).not.toHaveProperty('reply');
    await expect(client.callApi(callRefs.getUserInfo, {})).resolves.toEqual(USER);
    const loaded = Object.entries(loaders).filter(([, spy]) => spy.mock.calls.length > 0).map(([group]) => group);
    expect(loaded).toEqual(['account']);
  });

  it('still rejects a reply that does not match the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, deps } = setup({
      [`${HOST}/MobileUser/getUserInfo`]: ok({ uid: 42 }),
      [`${HOST}/MobileFoot/gameNow`]: ok([{ id: 1 }]),
    });
    await expect(client.callApi(callRefs.getUserInfo, {})).rejects.toMatchObject({ kind: 'badReply' });
    expect(callRefs.liveFootballMatches.group).toBe('footballLists');
    await expect(client.callApi(callRefs.liveFootballMatches, {})).rejects.toMatchObject({ kind: 'badReply' });
    expect(deps.toast).toHaveBeenCalledTimes(2);
  });
});

describe('uploads and pages', () => {
  beforeEach(() => localStorage.setItem(storageKeys.apiHost, HOST));

  it('posts a multipart form with the file under its field and no JSON content type', async () => {
    const image = { url: '/uploads/a.webp', width: 10, height: 10, bytes: 99 };
    const { client, fetch } = setup({ [`${HOST}/Sundry/uploadImg`]: ok(image) });
    const file = new Blob(['png'], { type: 'image/png' });
    await expect(client.upload(calls.uploadImage, 'img', file)).resolves.toEqual(image);
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData).get('img')).toBeInstanceOf(Blob);
    expect(headersOf(init)['content-type']).toBeUndefined();
    expect(headersOf(init)['token-app']).toBe('9d29ec8e16a8b510ac2e014d8ea2af53');
  });

  it('fetches server pages from the API host and resolves relative URLs against it', async () => {
    const { client } = setup({ [`${HOST}/sundry/getZhaHtml/type/privacy`]: '<h1>隐私政策</h1>' });
    await expect(client.getText('/sundry/getZhaHtml/type/privacy')).resolves.toBe('<h1>隐私政策</h1>');
    expect(client.resolveUrl('/uploads/a.webp')).toBe(`${HOST}/uploads/a.webp`);
    expect(client.resolveUrl('https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
  });
});
