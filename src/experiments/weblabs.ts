/** A treatment name: C (control) or T1, T2, … (spec §9). */
export type Treatment = string;

export const CONTROL: Treatment = 'C';

const ENTRY = /^([A-Za-z0-9_.-]{1,128}):(C|T[1-9][0-9]?)$/;

/**
 * Reads the weblabs setting: 'name:treatment' entries separated by commas or spaces (spec §3),
 * e.g. "MARQUEE_USER_MENU_LABELS:T1, MARQUEE_SEARCH_DELAYED_QUERY:C". Undefined when any
 * entry is malformed, so the attribute layer can report it and fall back.
 */
export function parseWeblabs(text: string): Record<string, Treatment> | undefined {
  const assigned: Record<string, Treatment> = {};
  for (const entry of text.split(/[\s,]+/).filter(Boolean)) {
    const match = ENTRY.exec(entry);
    if (!match?.[1] || !match[2]) return undefined;
    assigned[match[1]] = match[2];
  }
  return assigned;
}

/**
 * The experiment → treatment map as one string, `id:treatment` pairs joined by commas: the form the
 * weblabs attribute takes, and how the logging service receives it (short key `w`).
 */
export function serializeWeblabs(assigned: Readonly<Record<string, Treatment>>): string {
  return Object.entries(assigned)
    .map(([id, treatment]) => `${id}:${treatment}`)
    .join(',');
}
