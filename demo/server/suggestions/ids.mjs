// Stable ids derived from content, so the same film keeps its id across restarts and rebuilds.
import { createHash } from 'node:crypto';

/**
 * Gives each key an id `prefix` + `digits` decimal digits, from a SHA-256 of `prefix:key`.
 * On a collision the later key (in sorted order) tries `prefix:key#1`, `#2`, … so the result
 * depends only on the set of keys, never on the order they arrive in. (Adding a key that sorts
 * earlier and collides could move a later key's id; with 10^7 slots and a few thousand keys
 * that is rare, and a test pins today's ids.)
 * @param {string} prefix e.g. 'tt'
 * @param {number} digits
 * @param {Iterable<string>} keys
 * @returns {Map<string, string>} key → id
 */
export function assignIds(prefix, digits, keys) {
  const space = 10n ** BigInt(digits);
  /** @type {Map<string, string>} */
  const ids = new Map();
  const taken = new Set();
  const unique = [...new Set(keys)].sort();
  if (BigInt(unique.length) > space) throw new Error(`${unique.length} keys do not fit in ${digits} digits`);
  for (const key of unique) {
    for (let attempt = 0; ; attempt++) {
      const input = attempt === 0 ? `${prefix}:${key}` : `${prefix}:${key}#${attempt}`;
      const number = BigInt(`0x${createHash('sha256').update(input).digest('hex').slice(0, 16)}`) % space;
      const id = prefix + number.toString().padStart(digits, '0');
      if (!taken.has(id)) {
        taken.add(id);
        ids.set(key, id);
        break;
      }
    }
  }
  return ids;
}

/**
 * A small deterministic number from any text, for choices like a poster's colour.
 * @param {string} text
 */
export function hashNumber(text) {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}
