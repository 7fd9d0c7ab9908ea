import { expect } from '@open-wc/testing';
import { errorCorrection, FORMAT_BITS, qrCode, type QrCode } from '../../src/footer/qrCode';

const at = (code: QrCode, row: number, column: number) => code.dark[row * code.size + column] === true;

/** Reads the data codewords back, the way a reader does (ISO/IEC 18004 §7.7.3), undoing mask 0. */
function readCodewords(code: QrCode, reserved: (row: number, column: number) => boolean): number[] {
  const bits: number[] = [];
  for (let right = code.size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < code.size; step++) {
      const row = upward ? code.size - 1 - step : step;
      for (const column of [right, right - 1]) {
        if (reserved(row, column)) continue;
        bits.push(Number(at(code, row, column) !== ((row + column) % 2 === 0)));
      }
    }
  }
  const words: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) words.push(Number.parseInt(bits.slice(i, i + 8).join(''), 2));
  return words;
}

/** Function patterns of versions 2 to 5: finders with separators and format areas, timing, alignment. */
const reservedV2to5 = (size: number) => (row: number, column: number) =>
  (row < 9 && column < 9) ||
  (row < 9 && column >= size - 8) ||
  (row >= size - 8 && column < 9) ||
  row === 6 ||
  column === 6 ||
  (Math.abs(row - (size - 7)) <= 2 && Math.abs(column - (size - 7)) <= 2);

describe('QR code (spec §2: the app QR code)', () => {
  it('computes Reed–Solomon codewords like the standard example', () => {
    // "HELLO WORLD" at version 1-M, from the worked example in the QR code tutorials (thonky.com).
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(errorCorrection(data, 10)).to.deep.equal([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('draws finder, timing and both copies of the format information', () => {
    const code = qrCode('https://example.org/app/');
    if (!code) throw new Error('no code');
    expect(code.size).to.equal(25); // version 2
    const finderRow = (row: number, left: number) => Array.from({ length: 7 }, (_, c) => Number(at(code, row, left + c))).join('');
    for (const left of [0, code.size - 7]) {
      expect([0, 1, 2, 3, 4, 5, 6].map((r) => finderRow(r, left))).to.deep.equal([
        '1111111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111',
      ]);
    }
    const timing = Array.from({ length: code.size - 16 }, (_, i) => Number(at(code, 6, i + 8))).join('');
    expect(timing).to.equal('101010101');
    // Most significant bit first: along row 8 from the left, then up column 8; and the second copy.
    const firstCopy = [0, 1, 2, 3, 4, 5, 7, 8].map((c) => at(code, 8, c)).concat([7, 5, 4, 3, 2, 1, 0].map((r) => at(code, r, 8)));
    const secondCopy = [0, 1, 2, 3, 4, 5, 6]
      .map((i) => at(code, code.size - 1 - i, 8))
      .concat([8, 7, 6, 5, 4, 3, 2, 1].map((i) => at(code, 8, code.size - i)));
    const format = FORMAT_BITS.toString(2);
    expect(format).to.equal('111011111000100'); // level L, mask 0 (ISO/IEC 18004 table C.1)
    expect(firstCopy.map(Number).join('')).to.equal(format);
    expect(secondCopy.map(Number).join('')).to.equal(format);
    expect(at(code, code.size - 8, 8), 'the dark module').to.equal(true);
  });

  it('holds the text in byte mode, with valid error correction', () => {
    const text = 'https://example.org/app/';
    const code = qrCode(text);
    if (!code) throw new Error('no code');
    const words = readCodewords(code, reservedV2to5(code.size)).slice(0, 44); // version 2-L: 34 + 10
    const data = words.slice(0, 34);
    expect(words.slice(34)).to.deep.equal(errorCorrection(data, 10));
    const bits = data.map((w) => w.toString(2).padStart(8, '0')).join('');
    expect(bits.slice(0, 4)).to.equal('0100');
    const length = Number.parseInt(bits.slice(4, 12), 2);
    const bytes = Array.from({ length }, (_, i) => Number.parseInt(bits.slice(12 + 8 * i, 20 + 8 * i), 2));
    expect(new TextDecoder().decode(new Uint8Array(bytes))).to.equal(text);
  });

  it('grows with the text, and gives up past what version 5 holds', () => {
    expect(qrCode('a'.repeat(17))?.size).to.equal(21);
    expect(qrCode('a'.repeat(18))?.size).to.equal(25);
    expect(qrCode('a'.repeat(106))?.size).to.equal(37);
    expect(qrCode('a'.repeat(107))).to.equal(null);
  });
});
