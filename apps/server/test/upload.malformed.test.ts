import { Status } from '@scoreline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, loginNewUser, postRaw, startTestServer, type LoggedIn, type TestServer } from './support/harness.ts';
import { makePng, multipart } from './support/images.ts';

/** Forms a client should never send but a prober does: each is a clear refusal, never a 500. */
describe.each(databaseTargets)('Sundry/uploadImg with a malformed form on $name', ({ url }) => {
  let server: TestServer;
  let user: LoggedIn;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: url });
    user = await loginNewUser(server);
  });
  afterAll(async () => server.close());

  const post = (body: Buffer, contentType: string) =>
    postRaw(server, '/Sundry/uploadImg', body, { token: user.token, lang: 'en', headers: { 'content-type': contentType } });

  it('refuses a form whose boundary is missing or not the one the body uses', async () => {
    const form = multipart([{ name: 'img', filename: 'a.png', contentType: 'image/png', data: await makePng() }]);
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=nope']) {
      const reply = await post(form.body, contentType);
      expect(reply.status, contentType).toBe(Status.validation);
      expect(reply.msg, contentType).toMatch(/^(Invalid request: (img|content-type|request) |Attach an image in the form field "img")/);
    }
  });

  it('refuses a body cut off in the middle of the image', async () => {
    const form = multipart([{ name: 'img', filename: 'a.png', contentType: 'image/png', data: await makePng() }]);
    const reply = await post(form.body.subarray(0, form.body.length - 60), form.contentType);
    expect(reply.status).toBe(Status.validation);
    expect(reply.msg).toMatch(/^Invalid request: (img|request) /);
  });

  it('refuses a part without a name, and one with a bad header line', async () => {
    const png = await makePng();
    const boundary = '----scorelinebad';
    const nameless = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const noDisposition = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const brokenHeader = Buffer.from(`--${boundary}\r\n${'x'.repeat(20_000)}\r\n\r\nabc\r\n--${boundary}--\r\n`);
    const headerCutShort = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="img"; filename="a.png"\r\nContent-Type: ima`);
    for (const body of [nameless, noDisposition, brokenHeader, headerCutShort]) {
      const reply = await post(body, `multipart/form-data; boundary=${boundary}`);
      expect(reply.status).toBe(Status.validation);
      expect(reply.data).toBeNull();
    }
  });
});
