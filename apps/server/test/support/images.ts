import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } });

export const makePng = (width = 64, height = 48) => solid(width, height).png().toBuffer();
export const makeWebp = (width = 64, height = 48) => solid(width, height).webp().toBuffer();
export const makeGif = () => solid(16, 16).gif().toBuffer();

/**
 * A small PNG file whose header declares a `width`×`height` canvas (a decompression bomb's
 * shape): a few hundred bytes on the wire, far more pixels than the server will decode.
 */
export function makePngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(256))), chunk('IEND', Buffer.alloc(0))]);
}

/** A JPEG carrying EXIF with a camera owner and GPS position, as a phone photo does. */
export const EXIF_SECRET = 'Scoreline-Test-Owner-7731';
export const makeJpegWithGps = () =>
  solid(80, 60)
    .jpeg()
    .withExif({
      IFD0: { Artist: EXIF_SECRET, Copyright: EXIF_SECRET },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 27/1', GPSLongitudeRef: 'E', GPSLongitude: '116/1 23/1 50/1' },
    })
    .toBuffer();

/** One form part. */
export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body and its content type. */
export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----scoreline${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
