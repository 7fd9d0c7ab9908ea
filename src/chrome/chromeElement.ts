import r2wc from '@r2wc/react-to-web-component';
import { adoptStyles, supportsAdoptingStyleSheets } from '@lit/reactive-element/css-tag.js';
import type { Root } from 'react-dom/client';
import { sharedSettingsChanged, sharedSourceRemoved } from '../store';
import { pageStore } from '../store/store';
import { attributeNames, propertyName, toAttributeName, writtenAttribute, type AttributeSchema, type AttributeValues } from './attributes';
import type { ElementDefinition } from './elementDefinition';
import { HYDRATED_ATTRIBUTE, removeServerStyles, serverRenderedContent } from './serverRendered';
import { readAttribute } from './readAttributes';
import { renderedElement } from './renderedElement';
import { baseStyles } from './base.styles';
import { INITIALISE } from './initialise';
import { keepTypingInside } from './keepTypingInside';
import { INITIALISED_ATTRIBUTE } from './initialisation';
import { sharedAttributes } from './sharedAttributes';
import { partFailed } from '../ui/partFailed';
import { markFailed, READY_BOUND } from '../ui/failedParts';
import type { HydrationParts } from './hydration';
import { setPageDocument } from './pageDocument';
import { leaveSeat, takeSeat } from './pageSeats';
import { ownTag } from './ownTag';

// r2wc keeps the props it renders with, and its render method, under these global symbols.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONTEXT = Symbol.for('r2wc.context');
const CONNECTED = Symbol.for('r2wc.connected');

interface R2wcInternals {
  [PROPS]: Record<string, unknown>;
  [CONTEXT]?: { root: Root; ReactComponent: unknown };
  [CONNECTED]: boolean;
  container: Element | DocumentFragment;
  [RENDER](): void;
  connectedCallback(): void;
  disconnectedCallback(): void;
}


export type ChromeElement<S extends AttributeSchema> = HTMLElement & AttributeValues<S>;

let nextSource = 1;

/** The locale attributes' values read so far on this page (see #apply). */
const toldLocales = new Set<string | null>();

/** On an element that is not the page's own (ownTag): base.styles shows nothing of it. */
const WAITING_ATTRIBUTE = 'data-marquee-waiting';

type Messages = typeof import('./elementMessages');

/** Rare, and only words: what an element says of failures, attributes and elements that take no part loads when it has something to say. */
function say<K extends keyof Messages>(which: K, ...args: Parameters<Messages[K]>): void {
  void import('./elementMessages').then(
    (messages) => {
      (messages[which] as (...said: Parameters<Messages[K]>) => void)(...args);
    },
    partFailed(`<${args[0]}>'s console message "${which}"`, pageStore.dispatch),
  );
}

/** Settings any element may carry for the whole page; the rest belong to one element. */
const isShared = (key: string) => Object.hasOwn(sharedAttributes, key);

/**
 * Wraps a React component as a custom element with r2wc, adding what r2wc leaves out: typed and
 * validated attributes (a bad value logs once and falls back), attribute removal restoring the
 * default, properties that reflect to attributes, shared settings fed to the page's store, and
 * styles adopted into the shadow root.
 */
export function chromeElement<S extends AttributeSchema>(definition: ElementDefinition<S>): new () => ChromeElement<S> {
  // The page's timing markers start with the first element defined, whichever entry loaded it
  // (not on import: the server renderer imports the components without a page). A chunk of their
  // own, after first paint: markers already passed take their times from navigation timing.
  import('../tracking/pageTiming').then(({ recordPageTiming }) => { recordPageTiming(); }, partFailed('the page timing', pageStore.dispatch));
  const { tag, attributes, styles, lazyStyles } = definition;
  const keys = Object.keys(attributes);
  const names = attributeNames(keys);
  const observed = [...names.keys()];

  const Rendered = renderedElement(definition);
  // No `shadow` option: r2wc would call attachShadow, which empties a server-rendered root.
  const Base = r2wc(Rendered, {
    props: Object.fromEntries(keys.map((key) => [key, 'string'])) as never,
  }) as unknown as new () => HTMLElement & R2wcInternals;

  /**
   * The connected elements of the tag, first connected first: only the page's own (ownTag) takes
   * part in the page (renders, and carries page-wide settings). The others, such as a footer in a
   * visitor's comment, wait with no effect until the one before them leaves (a router swapping one
   * header for another adds the new one first).
   */
  let line: Element[] = [];

  class Element extends Base {
    /** Each kebab-case attribute, and the lowercased property names a framework writes (AttributeNames). */
    static get observedAttributes() {
      return observed;
    }

    readonly #source = `${tag}#${String(nextSource++)}`;
    #connected = false;
    /**
     * Not rendering, nor telling bad attributes: not yet connected (r2wc would render as attributes
     * arrive), or not the page's own element of its tag (ownTag). initialise() renders at once.
     */
    #waiting = true;
    #initialised = false;
    /** Carries page-wide settings (pageSeats); else they are the page's, and its own are told once. */
    #seated = false;
    /** The server-rendered content, until it is hydrated (see src/server). */
    #serverRendered: HTMLElement | null;
    #hydration: Promise<void> | undefined;

    constructor() {
      super();
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      this.#serverRendered = serverRenderedContent(root);
      // What React renders into (the root, or the server's content it hydrates) makes its nodes
      // with a document that no named element of the page can shadow.
      setPageDocument(root);
      if (this.#serverRendered) setPageDocument(this.#serverRendered);
      // Content the server rendered, or painted before the script ran (src/paint), came with all of
      // its styles, kept until all of the element's own are adopted at once: each change of a
      // root's sheets restyles the whole of it, a long task on a phone.
      const served = this.#serverRendered !== null;
      if (!served) adoptStyles(root, [baseStyles, ...styles]);
      keepTypingInside(root);
      this.container = this.#serverRendered ?? root;
      // r2wc renders with its container among the props: no component takes it, and a prop
      // hydration does not render with would make the render after it reach every part.
      delete this[PROPS].container;
      // Server-rendered content keeps the server's inline styles until all of its own are adopted.
      // A part that waits for its styles shares their load (loadOnce), and so shows after this.
      void (lazyStyles?.() ?? Promise.resolve([])).then(
        (more) => {
          // Sheets are replaced as a whole; without them, lit appends <style> elements to those there.
          adoptStyles(root, supportsAdoptingStyleSheets || served ? [baseStyles, ...styles, ...more] : more);
          refreshMediaQueries(root);
          removeServerStyles(root);
        },
        (error: unknown) => {
          say('noStyles', tag, error);
        },
      );
      // Attributes already present arrive through attributeChangedCallback, also on upgrade.
      for (const [key, spec] of Object.entries(attributes)) this[PROPS][key] = spec.default;
      this.#upgradeProperties();
    }

    /** Renders, or hydrates what the server rendered; while that hydrates, the latest props wait. */
    override [RENDER]() {
      if (this.#waiting) return;
      if (this.#serverRendered) this.#hydrate(this.#serverRendered);
      else super[RENDER]();
    }

    #hydrate(content: HTMLElement) {
      if (this.#hydration || !this[CONNECTED] || !this.isConnected) return;
      // What it still waits for, by name (src/ui/failedParts.ts): past READY_BOUND, or once one
      // cannot come, it says it is ready as it is, and which.
      const waiting = new Set<string>(['hydration']);
      const parts: HydrationParts = {
        waiting: (part, done) => {
          waiting.add(part);
          void done.then(() => waiting.delete(part));
        },
        failed: (part) => {
          clearTimeout(bound);
          this.#readyWithout([part]);
        },
      };
      const bound = setTimeout(() => {
        const overdue = waiting.size > 0 ? [...waiting] : ['hydration'];
        say('overdue', tag, overdue, READY_BOUND);
        this.#readyWithout(overdue);
      }, READY_BOUND);
      // The hydration code is loaded only by pages that have server-rendered content.
      this.#hydration = import('./hydration').then(({ hydrateServerRendered }) => {
        waiting.delete('hydration');
        return hydrateServerRendered(content, definition, Rendered, (key) => [this.#written(key)[1], this[PROPS][key]], parts);
      }).then(
        ({ root, ...rendered }) => {
          clearTimeout(bound);
          this[CONTEXT] = { root, ReactComponent: Rendered };
          // Kept for every render: the same store, state and origins as hydration change no context.
          Object.assign(this[PROPS], rendered);
          // Hydrated once this render has committed: the parts that are Suspense boundaries of
          // their own (lazyComponent) hydrate in passes of their own, which it waits for. What
          // came late is no longer missing.
          this[PROPS].onRendered = () => {
            for (const part of ['hydration', 'content', 'messages']) markFailed(this, part, false);
            this.setAttribute(HYDRATED_ATTRIBUTE, '');
          };
          this.#serverRendered = null;
          // Now the element's current attributes: only what differs changes (usually nothing).
          // Not a transition: one would wait for a lazy part that never arrives, where this shows
          // the part's fallback (issue 36).
          super[RENDER]();
        },
        (error: unknown) => {
          clearTimeout(bound);
          say('notHydrated', tag, error);
          content.remove();
          this.container = this.shadowRoot as ShadowRoot;
          this.#serverRendered = null;
          // Rendered anew, it follows the page as a hydrated one does, without what the visitor
          // did before (that is kept by the hydration code).
          markFailed(this, 'hydration');
          this[PROPS].onRendered = () => {
            this.setAttribute(HYDRATED_ATTRIBUTE, '');
          };
          super[RENDER]();
        },
      );
    }

    /** As ready as it can be without `parts`: said on the element, so that nothing waits for it for ever. */
    #readyWithout(parts: string[]) {
      for (const part of parts) markFailed(this, part);
      this.setAttribute(HYDRATED_ATTRIBUTE, '');
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null) {
      const key = names.get(name);
      if (typeof key !== 'string') {
        if (key && value !== null) say('ambiguous', tag, name, value, key);
        return;
      }
      // Under the property's name it counts only while the kebab-case attribute is absent.
      if (name !== toAttributeName(key) && this.hasAttribute(toAttributeName(key))) return;
      this.#apply(key);
      if (this.#connected && isShared(key)) this.#share({ [key]: this.#written(key)[1] === null ? undefined : this[PROPS][key] });
      this[RENDER]();
    }

    override connectedCallback() {
      if (!line.includes(this)) line.push(this);
      if (ownTag(tag, line) !== this) {
        this.#wait();
        return;
      }
      // One that took part before this, the page's own, was parsed or added (the bundle came first).
      for (const other of line) if (other.#connected) other.#wait();
      this.removeAttribute(WAITING_ATTRIBUTE);
      this.#takePart();
      this.#seated = takeSeat(tag, this);
      refreshMediaQueries(this.shadowRoot as ShadowRoot);
      this.#connected = true;
      const explicit = keys.filter((key) => isShared(key) && this.#written(key)[1] !== null);
      this.#share(Object.fromEntries(explicit.map((key) => [key, this[PROPS][key]])));
      super.connectedCallback();
      this[INITIALISE]();
    }

    /**
     * Not the page's own: it shows nothing and changes nothing, content a visitor's markup gave it
     * as the server's included, and steps aside if it took part.
     */
    #wait() {
      this.#waiting = true;
      this.setAttribute(WAITING_ATTRIBUTE, '');
      if (this.#serverRendered) {
        this.#serverRendered.remove();
        this.#serverRendered = null;
        this.container = this.shadowRoot as ShadowRoot;
      }
      this.#leave();
      say('waiting', tag, this);
    }

    /** Renders now and carries the spec's marker (§4); once. `initialise()` is the public way in. */
    [INITIALISE]() {
      if (this.#initialised) return;
      this.#initialised = true;
      this.#takePart();
      this[RENDER]();
      this.setAttribute(INITIALISED_ATTRIBUTE, '1');
    }

    /**
     * It renders from now on, and its attributes are read again, a bad one told this time: read
     * while it waited, they were quiet, as an element that takes no part says nothing of them.
     */
    #takePart() {
      if (!this.#waiting) return;
      this.#waiting = false;
      for (const key of keys) this.#apply(key);
    }

    override disconnectedCallback() {
      line = line.filter((element) => element !== this);
      if (!this.#leave()) return;
      // The next one of its tag takes its place.
      const next = ownTag(tag, line);
      if (next instanceof Element) next.connectedCallback();
    }

    /** It no longer takes part: its seat and settings go, and its rendering. Whether it took part. */
    #leave(): boolean {
      if (!this.#connected) return false;
      this.#connected = false;
      leaveSeat(tag, this);
      super.disconnectedCallback();
      pageStore.dispatch(sharedSourceRemoved(this.#source));
      return true;
    }

    /**
     * A property set before the element was defined is an own property hiding our accessor: on
     * upgrade (this constructor) it goes through the accessor instead, and so to the attribute.
     * Attribute changes made in an upgrading constructor reach no attributeChangedCallback (the
     * ones already queued read the element's attributes as they are now), so each is applied here.
     */
    #upgradeProperties() {
      for (const key of keys) {
        if (!Object.hasOwn(this, key)) continue;
        const value = (this as Record<string, unknown>)[key];
        Reflect.deleteProperty(this, key);
        (this as Record<string, unknown>)[key] = value;
        this.#apply(key);
      }
    }

    /** The setting's attribute, under its kebab-case name or else its property's, and its text. */
    #written(key: string) {
      return writtenAttribute(names, key, (name) => this.getAttribute(name));
    }

    #apply(key: string) {
      const spec = attributes[key];
      const [name, text] = this.#written(key);
      // Every element may carry the page's one locale: a bad one is told once a page, by the first.
      const quiet = this.#waiting || (key === 'locale' && toldLocales.has(text));
      if (key === 'locale' && !this.#waiting) toldLocales.add(text);
      if (spec) this[PROPS][key] = readAttribute(tag, key, spec, text, { quiet, attribute: name });
    }

    #share(settings: Record<string, unknown>) {
      if (this.#seated) pageStore.dispatch(sharedSettingsChanged({ source: this.#source, settings }));
      else say('unseated', tag, this, settings);
    }
  }

  for (const key of keys) {
    const spec = attributes[key];
    if (!spec) continue;
    const attribute = toAttributeName(key);
    const written = propertyName(names, key);
    Object.defineProperty(Element.prototype, key, {
      configurable: true,
      enumerable: true,
      get(this: Element) {
        return this[PROPS][key];
      },
      // The property replaces what was written under its name before the element was defined
      // (after the kebab-case attribute is set, or before it is removed: no stale value shows).
      set(this: Element, value: unknown) {
        if (value === null || value === undefined) {
          if (written !== undefined) this.removeAttribute(written);
          this.removeAttribute(attribute);
        } else {
          this.setAttribute(attribute, spec.stringify(value));
          if (written !== undefined) this.removeAttribute(written);
        }
      },
    });
  }

  return Element as unknown as new () => ChromeElement<S>;
}

/**
 * WebKit keeps a shared stylesheet's media query results from the last time a connected root used
 * it: an element (re)connected after the window crossed a breakpoint while none was on the page got
 * the old layout (the drawer a 280px panel at 1280px). Setting a sheet's media text, even to itself,
 * makes WebKit evaluate them again.
 */
function refreshMediaQueries(root: ShadowRoot): void {
  // eslint-disable-next-line no-self-assign -- the setting itself is what WebKit needs
  if (supportsAdoptingStyleSheets) for (const { media } of root.adoptedStyleSheets) media.mediaText = media.mediaText;
}

/** Registers a tag once; loading a second bundle or the same bundle twice is harmless. */
export function defineOnce(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}
