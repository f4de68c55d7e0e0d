import { MAX_UPLOAD_BYTES, Status } from '@scoreline/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseTargets, loginNewUser, startTestServer, type LoggedIn, type TestServer } from './support/harness.ts';
import { EXIF_SECRET, makeGif, makeJpegWithGps, makePng, makePngDeclaring, makeWebp } from './support/images.ts';
import { uploadForm, uploadImage } from './support/uploads.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const WRONG_TYPE = { status: Status.validation, msg: 'Only PNG, JPEG and WebP images are accepted', data: null };

describe.each(databaseTargets)('Sundry/uploadImg on $name', ({ url }) => {
  let server: TestServer;
  let user: LoggedIn;
  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: url });
    user = await loginNewUser(server);
  });
  afterAll(async () => server.close());

  const fetchUpload = (path: string) => server.app.inject({ method: 'GET', url: path });

  it('asks for a multipart field img when there is none', async () => {
    const missing = { status: Status.validation, msg: 'Attach an image in the form field "img"', data: null };
    expect(await call(server, '/Sundry/uploadImg', {}, { token: user.token, lang: 'en' })).toEqual(missing);
    const wrongField = await uploadForm(server, [{ name: 'file', filename: 'a.png', contentType: 'image/png', data: await makePng() }], { token: user.token, lang: 'en' });
    expect(wrongField).toEqual(missing);
  });

  it('judges the type by content: a GIF and a text file named .png are refused as the wrong type', async () => {
    expect(await uploadImage(server, user.token, await makeGif(), 'anim.gif', 'image/gif')).toEqual(WRONG_TYPE);
    expect(await uploadImage(server, user.token, Buffer.from('hello, not an image'), 'photo.png', 'image/png')).toEqual(WRONG_TYPE);
    expect(await server.database.db.selectFrom('uploads').select('id').where('user_id', '=', Number(user.uid)).execute()).toEqual([]);
  });

  // A PNG is an accepted type: answering "only PNG, JPEG and WebP" to a PNG names the wrong problem.
  it('tells a damaged PNG and one declaring too many pixels apart from a wrong type, storing neither', async () => {
    const user = await loginNewUser(server); // an upload budget of its own
    const broken = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(200, 7)]);
    expect(await uploadImage(server, user.token, broken)).toEqual({ status: Status.validation, msg: 'The image is damaged and cannot be read; try another one', data: null });
    const bomb = makePngDeclaring(10_000, 5_000);
    expect(bomb.length).toBeLessThan(1024);
    expect(await uploadImage(server, user.token, bomb)).toEqual({ status: Status.validation, msg: 'The image is too large (10000×5000); at most 40 megapixels', data: null });
    const vast = makePngDeclaring(20_000, 20_000); // beyond sharp's own default limit too
    expect(await uploadImage(server, user.token, vast)).toEqual({ status: Status.validation, msg: 'The image is too large (20000×20000); at most 40 megapixels', data: null });
    const zh = await uploadForm(server, [{ name: 'img', filename: 'a.png', contentType: 'image/png', data: bomb }], { token: user.token });
    expect(zh.msg).toBe('图片尺寸过大（10000×5000），最多 40 百万像素');
    expect(await server.database.db.selectFrom('uploads').select('id').where('user_id', '=', Number(user.uid)).execute()).toEqual([]);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const huge = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(MAX_UPLOAD_BYTES, 1)]);
    expect(await uploadImage(server, user.token, huge)).toEqual({ status: Status.payloadTooLarge, msg: 'The image must not exceed 5 MB', data: null });
  });

  it('stores a PNG as WebP and serves it, cacheable and not sniffable', async () => {
    const reply = await uploadImage(server, user.token, await makePng(64, 48));
    expect(reply.status).toBe(Status.ok);
    expect(reply.data).toMatchObject({ width: 64, height: 48 });
    expect(reply.data.url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}\.webp$/);
    const served = await fetchUpload(reply.data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({ 'content-type': 'image/webp', 'x-content-type-options': 'nosniff', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(served.rawPayload.length).toBe(reply.data.bytes);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });
  });

  it('accepts WebP, and bounds a large image to 1024 px on its long edge', async () => {
    expect((await uploadImage(server, user.token, await makeWebp(30, 20), 'a.webp', 'image/webp')).data).toMatchObject({ width: 30, height: 20 });
    expect((await uploadImage(server, user.token, await makePng(2000, 1200))).data).toMatchObject({ width: 1024, height: 614 });
  });

  it('strips EXIF (owner, GPS) from a JPEG photo', async () => {
    const jpeg = await makeJpegWithGps();
    const input = await sharp(jpeg).metadata();
    expect(input.exif?.includes('GPS') || input.exif?.includes(EXIF_SECRET)).toBeTruthy(); // the fixture really carries it
    const reply = await uploadImage(server, user.token, jpeg, 'IMG_0001.jpg', 'image/jpeg');
    expect(reply.status).toBe(Status.ok);
    const served = (await fetchUpload(reply.data.url)).rawPayload;
    const output = await sharp(served).metadata();
    expect(output.format).toBe('webp');
    expect(output.exif).toBeUndefined();
    expect(output.xmp).toBeUndefined();
    expect(served.includes(EXIF_SECRET)).toBe(false);
    expect(served.includes('EXIF')).toBe(false);
  });

  it('answers 404 for an unknown or malformed upload path', async () => {
    expect((await fetchUpload('/uploads/AAAAAAAAAAAAAAAAAAAAAA.webp')).statusCode).toBe(404);
    expect((await fetchUpload('/uploads/short.webp')).statusCode).toBe(404);
    expect((await fetchUpload('/uploads/AAAAAAAAAAAAAAAAAAAAAA.png')).statusCode).toBe(404);
  });
});
