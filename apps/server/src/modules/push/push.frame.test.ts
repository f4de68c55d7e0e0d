import { describe, expect, it } from 'vitest';
import { framePayloads, textFrameBytes } from './push.frame.ts';

// RFC 6455 section 5.2: byte 0 = FIN | opcode (0x81 = final text frame); byte 1 = mask bit
// (always 0 from a server) and a 7-bit length, where 126 / 127 announce a 16- / 64-bit length.
describe('textFrameBytes', () => {
  it('uses the 7-bit length up to 125 bytes', () => {
    const bytes = textFrameBytes('game|1');
    expect([...bytes.subarray(0, 2)]).toEqual([0x81, 6]);
    expect(bytes.subarray(2).toString('utf8')).toBe('game|1');
    expect(textFrameBytes('x'.repeat(125))[1]).toBe(125);
    expect(textFrameBytes('')).toEqual(Buffer.from([0x81, 0]));
  });

  it('uses the 16-bit length from 126 to 65,535 bytes', () => {
    for (const length of [126, 65_535]) {
      const bytes = textFrameBytes('x'.repeat(length));
      expect(bytes[1]).toBe(126);
      expect(bytes.readUInt16BE(2)).toBe(length);
      expect(bytes.length).toBe(4 + length);
    }
  });

  it('uses the 64-bit length from 65,536 bytes', () => {
    const bytes = textFrameBytes('x'.repeat(70_000));
    expect(bytes[1]).toBe(127);
    expect(bytes.readBigUInt64BE(2)).toBe(70_000n);
    expect(bytes.length).toBe(10 + 70_000);
  });

  it('counts the length in UTF-8 bytes, not characters', () => {
    const text = `footZb|${'进球！'.repeat(30)}`; // 97 characters, 277 bytes
    const bytes = textFrameBytes(text);
    expect(bytes[1]).toBe(126);
    expect(bytes.readUInt16BE(2)).toBe(Buffer.byteLength(text));
    expect(bytes.subarray(4).toString('utf8')).toBe(text);
  });
});

describe('framePayloads', () => {
  it('splits back-to-back frames of every length form into their payloads', () => {
    const texts = ['a', '', 'b'.repeat(300), '进'.repeat(30_000)];
    const payloads = framePayloads(Buffer.concat(texts.map(textFrameBytes)));
    expect(payloads.map((p) => p.toString('utf8'))).toEqual(texts);
  });
});
