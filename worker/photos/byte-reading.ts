/** Big- and little-endian reads from a photo's bytes; callers check bounds with `fits` first. */

export function fits(bytes: Uint8Array, offset: number, length: number): boolean {
  return offset >= 0 && length >= 0 && offset + length <= bytes.length;
}

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function u16(bytes: Uint8Array, offset: number, littleEndian = false): number {
  return viewOf(bytes).getUint16(offset, littleEndian);
}

export function u32(bytes: Uint8Array, offset: number, littleEndian = false): number {
  return viewOf(bytes).getUint32(offset, littleEndian);
}

export function u24le(bytes: Uint8Array, offset: number): number {
  return u16(bytes, offset, true) + u8(bytes, offset + 2) * 0x10000;
}

export function u8(bytes: Uint8Array, offset: number): number {
  return viewOf(bytes).getUint8(offset);
}

/** Four bytes as text: a PNG chunk type, a RIFF or ISO-BMFF four-character code. */
export function fourCC(bytes: Uint8Array, offset: number): string {
  return String.fromCharCode(u8(bytes, offset), u8(bytes, offset + 1), u8(bytes, offset + 2), u8(bytes, offset + 3));
}

export function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  return fits(bytes, offset, prefix.length) && prefix.every((byte, i) => bytes[offset + i] === byte);
}
