import { callList, callPath, Status } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '../src/platform/messages.ts';
import { call, clientHeaders, databaseTargets, newIp, postRaw, startTestServer, type TestServer } from './support/harness.ts';

describe.each(databaseTargets)('HTTP surface on $name', ({ url }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: url });
  });
  afterAll(async () => server.close());

  const get = (path: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url: path, headers });

  describe('request bodies', () => {
    it('answers malformed JSON with 400 naming JSON', async () => {
      const reply = await postRaw(server, '/MobileSms/sendPhoneCode', '{"phone": "138', { lang: 'en', headers: { 'content-type': 'application/json' } });
      expect(reply).toEqual({ status: Status.validation, msg: 'The request body is not valid JSON', data: null });
    });

    it('answers a body over 64 KB with 413', async () => {
      const reply = await call(server, '/Sundry/saveDeviceInfo', { brand: 'x'.repeat(65 * 1024) }, { lang: 'en' });
      expect(reply).toEqual({ status: Status.payloadTooLarge, msg: 'The request is too large (limit 64 KB)', data: null });
    });

    it('refuses a body that is not JSON, naming the content type', async () => {
      const reply = await postRaw(server, '/Sundry/getApiHost', '<host/>', { lang: 'en', headers: { 'content-type': 'application/xml' } });
      expect(reply.status).toBe(Status.validation);
      expect(reply.msg).toContain('content-type');
    });
  });

  describe('routes', () => {
    it('answers an unknown call with a 404 envelope, and other unknown requests with HTTP 404', async () => {
      expect(await call(server, '/MobileUser/noSuchCall', {}, { lang: 'en' })).toEqual({ status: Status.notFound, msg: 'No such call: /MobileUser/noSuchCall', data: null });
      expect((await get('/MobileUser/noSuchCall')).statusCode).toBe(404);
    });

    it('routes every contract call (an empty POST never meets "no such call")', async () => {
      for (const def of callList) {
        const reply = await server.app.inject({ method: 'POST', url: callPath(def), headers: clientHeaders(server, { lang: 'en' }) });
        expect(reply.statusCode, callPath(def)).toBe(200);
        expect(reply.json<{ msg: string }>().msg, callPath(def)).not.toMatch(/^No such call/);
      }
    });

    it('matches call paths case-insensitively, as the spec spells modules both ways', async () => {
      expect((await call(server, '/sundry/getapihost', {})).status).toBe(Status.ok);
      expect((await call(server, '/WECHAT/GETGZHBINDURL', {}, { lang: 'en' })).msg).toBe('Please log in first');
    });

    it('lists exactly the contract’s calls in GET /docs/openapi.json', async () => {
      const reply = await get('/docs/openapi.json');
      expect(reply.statusCode).toBe(200);
      const doc = reply.json<{ openapi: string; paths: Record<string, { post: { operationId: string; 'x-access': string } }> }>();
      expect(doc.openapi).toBe('3.1.0');
      expect(Object.keys(doc.paths).sort()).toEqual(callList.map(callPath).sort());
      for (const def of callList) {
        expect(doc.paths[callPath(def)]?.post.operationId).toBe(`${def.module}.${def.name}`);
      }
      expect(doc.paths['/Sundry/zhuXiao']?.post['x-access']).toBe('user');
    });

    it('says it is healthy on GET /healthz', async () => {
      const reply = await get('/healthz');
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ ok: true });
    });
  });

  describe('GET /sundry/getZhaHtml/type/{type}', () => {
    it('serves the agreement with the disclaimer in Simplified Chinese by default', async () => {
      const reply = await get('/sundry/getZhaHtml/type/appXieYi');
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.headers['content-security-policy']).toContain("default-src 'none'");
      expect(reply.body).toContain('<html lang="zh-Hans">');
      expect(reply.body).toContain('本产品不销售彩票');
    });

    it('follows ?lang=, then the lang header, then Accept-Language', async () => {
      expect((await get('/sundry/getZhaHtml/type/appXieYi?lang=en')).body).toContain('Scoreline sells no lottery tickets.');
      expect((await get('/sundry/getZhaHtml/type/appXieYi', { lang: 'zh-Hant' })).body).toContain('本產品不銷售彩票');
      expect((await get('/sundry/getZhaHtml/type/appXieYi', { 'accept-language': 'ja-JP,ja;q=0.9' })).body).toContain('宝くじを販売していません');
      expect((await get('/sundry/getZhaHtml/type/privacy?lang=en')).body).toContain('<title>Privacy Policy</title>');
    });

    it('answers an unknown document type with 404', async () => {
      expect((await get('/sundry/getZhaHtml/type/noSuchDoc')).statusCode).toBe(404);
      expect((await get('/sundry/getZhaHtml/type/__proto__')).statusCode).toBe(404);
    });
  });

  describe('message language', () => {
    const badPhone = (options: { lang?: string; headers?: Record<string, string> }) =>
      call(server, '/MobileSms/sendPhoneCode', { phone: '1' }, { ...options, ip: newIp() });
    const expected = (locale: 'zh-Hans' | 'zh-Hant' | 'en' | 'ja') =>
      formatMessage('validation', locale, { field: 'phone', problem: 'must be an 11-digit mainland mobile number' });

    it('answers in the lang header’s language, the problem included', async () => {
      expect((await badPhone({ lang: 'en' })).msg).toBe('Invalid request: phone must be an 11-digit mainland mobile number');
      expect((await badPhone({ lang: 'ja' })).msg).toBe('リクエストが不正です：phone は 11 桁の中国本土の携帯電話番号にしてください');
      expect((await badPhone({ lang: 'zh-Hant' })).msg).toBe('參數錯誤：phone 須為 11 位中國大陸手機號碼');
      expect((await badPhone({ lang: 'zh-Hans' })).msg).toBe('参数错误：phone 须为 11 位中国大陆手机号');
    });

    it('words a problem zod found by itself in the caller’s language too, with no English left', async () => {
      const noPhone = (lang: string) => call(server, '/MobileSms/sendPhoneCode', {}, { lang, ip: newIp() });
      expect(await noPhone('zh-Hans')).toEqual({ status: Status.validation, msg: '参数错误：phone 为必填项', data: null });
      expect((await noPhone('zh-Hant')).msg).toBe('參數錯誤：phone 為必填項');
      expect((await noPhone('ja')).msg).toBe('リクエストが不正です：phone は必須です');
      expect((await noPhone('en')).msg).toBe('Invalid request: phone is required');
      const xml = await postRaw(server, '/Sundry/getApiHost', '<host/>', { lang: 'zh-Hans', headers: { 'content-type': 'application/xml' } });
      expect(xml.msg).toMatch(/^参数错误：content-type [^A-Za-z]+$/);
    });

    it('falls back to Accept-Language, then to Simplified Chinese', async () => {
      expect((await badPhone({ headers: { 'accept-language': 'fr;q=1, ja;q=0.8, en;q=0.5' } })).msg).toBe(expected('ja'));
      expect((await badPhone({ headers: { 'accept-language': 'zh-TW' } })).msg).toBe(expected('zh-Hant'));
      expect((await badPhone({ headers: { 'accept-language': 'fr-FR' } })).msg).toBe('参数错误：phone 须为 11 位中国大陆手机号');
      expect((await badPhone({ lang: 'xx', headers: { 'accept-language': 'en' } })).msg).toBe(expected('en'));
    });
  });
});
