// An in-memory sliding-window limit per client address: at most `limit` in any `windowMs`, where
// each hit counts 1 or the amount it is given (bytes, for a budget of stored bytes).
// Keys are addresses, not anything the client names itself. An IPv6 client usually holds a
// whole /64 and can change the rest freely, so IPv6 addresses count by their /64.
// Memory is bounded: keys whose window has passed are dropped once the map grows past MAX_KEYS.
// One limit can keep separate budgets per kind of hit (`kind`), so a flood of one kind of
// write does not use up a visitor's budget for another.
// This one counts in the process: a restart forgets, and several processes count apart. With
// PostgreSQL configured the same limits are counted in the database instead (postgres.mjs), so
// `take` answers with a promise in both.
import { isIPv6 } from 'node:net';

const MAX_KEYS = 10_000;

/**
 * The part of an address a client cannot vary for free.
 * @param {string} address
 */
export function addressKey(address) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('%')[0]?.split('::') ?? [];
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::') ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups] : headGroups;
  return `${groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * @typedef {object} RateLimit
 * @property {(address: string, at: Date, kind?: string, amount?: number) => Promise<boolean>} take
 *   counts a hit for `address` (`kind`: a separate budget of the same size; `amount`: what the hit
 *   counts for, 1 unless told) unless it would take the window past the limit; false when over
 *   the limit (the hit is not counted)
 */

/**
 * @param {{ limit: number, windowMs: number }} options  `limit: Infinity` counts nothing
 * @returns {RateLimit}
 */
export function createRateLimit({ limit, windowMs }) {
  /** @type {Map<string, { time: number, amount: number }[]>} key → its hits in the window, oldest first */
  const hits = new Map();

  /** @param {number} now */
  function prune(now) {
    for (const [key, recent] of hits) if ((recent.at(-1)?.time ?? 0) <= now - windowMs) hits.delete(key);
  }

  return {
    async take(address, at, kind = '', amount = 1) {
      if (limit === Infinity) return true;
      const now = at.getTime();
      const key = `${addressKey(address)} ${kind}`;
      const recent = (hits.get(key) ?? []).filter((hit) => hit.time > now - windowMs);
      hits.set(key, recent);
      const used = recent.reduce((sum, hit) => sum + hit.amount, 0);
      if (used + amount > limit) return false;
      recent.push({ time: now, amount });
      if (hits.size > MAX_KEYS) prune(now);
      return true;
    },
  };
}
