import type { VendorConsent } from './consentSlice';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A vendor list from outside (the graph's answer, another script's consent-event), checked:
 * every entry needs an id (string, or a number as some servers send it) and a boolean allow.
 *
 * One bad entry rejects the whole list. Dropping just that entry would make the vendor "absent",
 * and absent counts as allowed (CNS-05): a malformed refusal must never turn into consent.
 * The result is a fresh, frozen copy, so whoever receives it cannot change it for the others.
 */
export function parseVendorList(value: unknown): readonly VendorConsent[] | null {
  if (!Array.isArray(value)) return null;
  const vendors: VendorConsent[] = [];
  for (const entry of value as unknown[]) {
    if (!isRecord(entry) || typeof entry.allow !== 'boolean') return null;
    const { id } = entry;
    if (typeof id === 'string' && id !== '') vendors.push(Object.freeze({ id, allow: entry.allow }));
    else if (typeof id === 'number' && Number.isSafeInteger(id)) vendors.push(Object.freeze({ id: String(id), allow: entry.allow }));
    else return null;
  }
  return Object.freeze(vendors);
}
