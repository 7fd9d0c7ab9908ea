// What chromeElement says of its failures, of attributes it cannot take and of elements that take
// less part in the page: rare, so loaded when one has something to say.
import { logValue } from '../console';
import { toAttributeName } from './attributes';
import { seatedElements } from './pageSeats';

// r2wc keeps the props it renders with under this global symbol (as chromeElement reads them).
const PROPS = Symbol.for('r2wc.props');
type WithProps = Element & { [PROPS]: Record<string, unknown> };

const told = new WeakSet<Element>();

/** Its styles' chunk failed to load. */
export function noStyles(tag: string, error: unknown): void {
  console.error(`[marquee] <${tag}>: could not load its styles: ${String(error)}`);
}

/** Hydration failed (its chunk, or React): the element renders anew. */
export function notHydrated(tag: string, error: unknown): void {
  console.error(`[marquee] <${tag}>: could not hydrate the server-rendered content; rendering anew.`, error);
}

/** What each part an element hydrates with is, for a person (src/ui/failedParts.ts names them). */
const PARTS: Record<string, string> = {
  hydration: 'its hydration code',
  content: "its content's code",
  messages: "its locale's messages",
};

/** What it hydrates with did not come within `bound` ms: it says it is ready as it is, working as the server rendered it. */
export function overdue(tag: string, parts: readonly string[], bound: number): void {
  const named = parts.map((part) => PARTS[part] ?? part).join(' and ');
  console.warn(
    `[marquee] <${tag}>: ${named} did not come within ${String(bound / 1000)} s; it stays as the server rendered it, working as HTML, and is marked data-hydrated with data-marquee-failed="${parts.join(' ')}". It hydrates should that still come.`,
  );
}

/** An attribute written under a lowercased name that more than one setting has (AttributeNames). */
export function ambiguous(tag: string, name: string, value: string, keys: readonly string[]): void {
  console.error(`[marquee] <${tag}>: ${name}=${logValue(value)} is ignored, as it could mean ${keys.map(toAttributeName).join(' or ')}: write that attribute instead.`);
}

/** An element that is not the page's own (ownTag): another of its tag is, or the page marks its own and not this one. */
export function waiting(tag: string, element: Element): void {
  console.error(`[marquee] This <${tag}> is not the page's own (another is, or the page marks its own with a nonce): it shows nothing and changes nothing.`, element);
}

/**
 * Once per element: the page-wide settings an element without a seat (pageSeats) asks for that
 * none of the page's own elements carries, which it therefore does not get. One saying what the
 * page says already (an app giving every element the same locale) is not told.
 */
export function unseated(tag: string, element: Element, settings: Record<string, unknown>): void {
  if (told.has(element)) return;
  const seated = seatedElements() as WithProps[];
  const text = (value: unknown) => JSON.stringify(value);
  const differing = Object.keys(settings).filter(
    (key) => settings[key] !== undefined && !seated.some((owner) => text(owner[PROPS][key]) === text(settings[key])),
  );
  if (differing.length === 0) return;
  told.add(element);
  console.error(
    `[marquee] <${tag}> joined the page after its own chrome, so its page-wide settings are ignored: ${differing.map(toAttributeName).join(', ')}. Set them on the elements the page starts with.`,
    element,
  );
}
