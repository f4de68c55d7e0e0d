/**
 * Builds a complete server-to-client WebSocket text frame (RFC 6455 section 5.2: FIN set, text
 * opcode, no mask, no extensions) as one Buffer, so an event is encoded once and the very same
 * bytes are written to every socket.
 */
export function textFrameBytes(text: string): Buffer {
  const length = Buffer.byteLength(text);
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const bytes = Buffer.allocUnsafe(headerLength + length);
  bytes[0] = FIN_TEXT;
  if (headerLength === 2) {
    bytes[1] = length;
  } else if (headerLength === 4) {
    bytes[1] = 126;
    bytes.writeUInt16BE(length, 2);
  } else {
    bytes[1] = 127;
    // 64-bit length; a JavaScript string can never reach 2^48 bytes, so the top two are zero.
    bytes.writeUInt16BE(0, 2);
    bytes.writeUIntBE(length, 4, 6);
  }
  bytes.write(text, headerLength, 'utf8');
  return bytes;
}

const FIN_TEXT = 0x81;

/** Splits bytes made of whole `textFrameBytes` frames back into their payloads (no copies). */
export function framePayloads(bytes: Buffer): Buffer[] {
  const payloads: Buffer[] = [];
  let at = 0;
  while (at < bytes.length) {
    const short = bytes[at + 1] ?? 0;
    const headerLength = short < 126 ? 2 : short === 126 ? 4 : 10;
    const length = short < 126 ? short : short === 126 ? bytes.readUInt16BE(at + 2) : bytes.readUIntBE(at + 4, 6);
    payloads.push(bytes.subarray(at + headerLength, at + headerLength + length));
    at += headerLength + length;
  }
  return payloads;
}
