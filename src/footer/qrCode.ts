/**
 * A QR code (ISO/IEC 18004) for a short text such as a link: byte mode, error correction level L,
 * versions 1 to 5 (up to 106 bytes), always mask 0. Readers accept any mask; the standard's choice
 * of the "best" mask only makes a code easier to read in bad conditions.
 */
export interface QrCode {
  /** Modules per side. */
  size: number;
  /** Dark modules, row by row: `dark[row * size + column]`. */
  dark: boolean[];
}

// Versions 1 to 5 at level L: one block each, of `data` codewords followed by `ec` ones.
const VERSIONS = [
  { version: 1, data: 19, ec: 7 },
  { version: 2, data: 34, ec: 10 },
  { version: 3, data: 55, ec: 15 },
  { version: 4, data: 80, ec: 20 },
  { version: 5, data: 108, ec: 26 },
];

// Format information for level L and mask 0, error-coded and masked (ISO/IEC 18004 table C.1).
export const FORMAT_BITS = 0b111011111000100;

/** The QR code of the text, or null when it is too long. */
export function qrCode(text: string): QrCode | null {
  const bytes = new TextEncoder().encode(text);
  // Mode and length take 12 bits, the terminator 4: two codewords besides the text's own.
  const spec = VERSIONS.find(({ data }) => bytes.length + 2 <= data);
  if (!spec) return null;
  // Byte mode (0100), the length, the bytes and a 0000 terminator: whole bytes shifted by 4 bits.
  const stream = [bytes.length, ...bytes];
  const data = [0x40 | (bytes.length >> 4), ...stream.map((byte, i) => ((byte & 15) << 4) | ((stream[i + 1] ?? 0) >> 4))];
  for (let pad = 0xec; data.length < spec.data; pad ^= 0xec ^ 0x11) data.push(pad);
  return draw(spec.version, [...data, ...errorCorrection(data, spec.ec)]);
}

/** Reed–Solomon error correction codewords: the remainder of data·x^degree by the generator. */
export function errorCorrection(data: readonly number[], degree: number): number[] {
  // Generator (x − 2⁰)(x − 2¹)…(x − 2^(degree−1)), without its leading 1.
  let generator: number[] = Array.from({ length: degree }, (_, i) => (i === degree - 1 ? 1 : 0));
  for (let i = 0, root = 1; i < degree; i++, root = multiply(root, 2)) {
    generator = generator.map((coefficient, j) => multiply(coefficient, root) ^ (generator[j + 1] ?? 0));
  }
  let remainder = new Array<number>(degree).fill(0);
  for (const word of data) {
    const factor = word ^ (remainder[0] ?? 0);
    const shifted = [...remainder.slice(1), 0];
    remainder = generator.map((coefficient, j) => (shifted[j] ?? 0) ^ multiply(coefficient, factor));
  }
  return remainder;
}

/** Multiplication in GF(2⁸) modulo x⁸ + x⁴ + x³ + x² + 1. */
function multiply(x: number, y: number): number {
  let product = 0;
  for (let i = 7; i >= 0; i--) {
    product = (product << 1) ^ ((product >>> 7) * 0x11d);
    product ^= ((y >>> i) & 1) * x;
  }
  return product;
}

function draw(version: number, codewords: readonly number[]): QrCode {
  const size = 17 + 4 * version;
  const dark = new Array<boolean>(size * size).fill(false);
  const reserved = new Array<boolean>(size * size).fill(false);
  const set = (row: number, column: number, isDark: boolean) => {
    dark[row * size + column] = isDark;
    reserved[row * size + column] = true;
  };

  // A square of rings around a centre module, dark or light by ring (0 is the centre).
  const square = (row: number, column: number, radius: number, isDark: (ring: number) => boolean) => {
    for (let r = row - radius; r <= row + radius; r++) {
      for (let c = column - radius; c <= column + radius; c++) {
        if (r >= 0 && c >= 0 && r < size && c < size) set(r, c, isDark(Math.max(Math.abs(r - row), Math.abs(c - column))));
      }
    }
  };
  // Finder patterns with their light separators, and in versions 2 to 5 one alignment pattern.
  const finder = (ring: number) => ring !== 2 && ring !== 4;
  square(3, 3, 4, finder);
  square(3, size - 4, 4, finder);
  square(size - 4, 3, 4, finder);
  if (version > 1) square(size - 7, size - 7, 2, (ring) => ring !== 1);
  // Timing patterns.
  for (let i = 8; i < size - 8; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  // Format information, twice; bit 0 is the least significant.
  const bit = (i: number) => ((FORMAT_BITS >>> i) & 1) === 1;
  for (let i = 0; i <= 5; i++) set(i, 8, bit(i));
  set(7, 8, bit(6));
  set(8, 8, bit(7));
  set(8, 7, bit(8));
  for (let i = 9; i < 15; i++) set(8, 14 - i, bit(i));
  for (let i = 0; i < 8; i++) set(8, size - 1 - i, bit(i));
  for (let i = 8; i < 15; i++) set(size - 15 + i, 8, bit(i));
  set(size - 8, 8, true); // the dark module

  // Data in two-module columns zigzagging up and down from the right, skipping the timing column;
  // mask 0 inverts every module whose row + column is even.
  let index = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < size; step++) {
      const row = upward ? size - 1 - step : step;
      for (const column of [right, right - 1]) {
        if (reserved[row * size + column]) continue;
        const word = codewords[index >>> 3] ?? 0; // past the end: remainder bits, light
        const isDark = ((word >>> (7 - (index & 7))) & 1) === 1;
        dark[row * size + column] = isDark !== ((row + column) % 2 === 0);
        index++;
      }
    }
  }
  return { size, dark };
}
