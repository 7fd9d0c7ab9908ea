// The demo's event inspector: a panel beside the page listing what the reference backend just
// received from this visitor (beacons, metrics, consent decisions, experiment answers, error
// reports, logging calls), newest first. It polls GET /_demo/events?after={id}, which answers
// only the events of the session whose cookie comes along (same-origin fetch sends it), never
// another visitor's. Plain script, no framework; its own shadow root keeps host page CSS out. Server data is only ever set as text, never as HTML.
(() => {
  const POLL_MS = 1000;
  const MAX_SHOWN = 100;
  if (customElements.get('marquee-inspector')) return;

  /**
   * @typedef {{ id: number, time: string, type: string, summary: string, method: string, path: string,
   *   query: unknown, headers: unknown, body: unknown, response: unknown }} StoredEvent
   */

  /**
   * @template {keyof HTMLElementTagNameMap} K
   * @param {K} tag
   * @param {{ className?: string, text?: string, attrs?: Record<string, string> }} [options]
   * @param {Node[]} [children]
   * @returns {HTMLElementTagNameMap[K]}
   */
  function el(tag, { className, text, attrs = {} } = {}, children = []) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
    node.append(...children);
    return node;
  }

  class MarqueeInspector extends HTMLElement {
    constructor() {
      super();
      this.lastId = 0;
      this.failures = 0;
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      this.timer = undefined;
      const root = this.attachShadow({ mode: 'open' });
      this.list = el('ol', { className: 'events', attrs: { 'aria-live': 'polite', 'aria-relevant': 'additions' } });
      this.status = el('p', { className: 'status', text: 'Waiting for events…' });
      this.toggle = el('button', { className: 'toggle', text: 'Hide', attrs: { type: 'button', 'aria-expanded': 'true' } });
      const clear = el('button', { className: 'clear', text: 'Clear view', attrs: { type: 'button' } });
      this.panel = el('section', { className: 'panel', attrs: { 'aria-label': 'Events the demo backend received' } }, [
        el('header', {}, [el('h2', { text: 'Backend events' }), clear, this.toggle]),
        this.status,
        this.list,
      ]);
      root.append(el('link', { attrs: { rel: 'stylesheet', href: '/inspector.css' } }), this.panel);
      this.toggle.addEventListener('click', () => this.setOpen(this.toggle.getAttribute('aria-expanded') !== 'true'));
      clear.addEventListener('click', () => this.list.replaceChildren());
    }

    connectedCallback() {
      this.setOpen(window.matchMedia('(min-width: 1408px)').matches);
      document.addEventListener('visibilitychange', () => {
        if (!document.hidden) void this.poll();
      });
      void this.poll();
    }

    /** @param {boolean} open */
    setOpen(open) {
      this.toggle.setAttribute('aria-expanded', String(open));
      this.toggle.textContent = open ? 'Hide' : 'Events';
      this.toggleAttribute('closed', !open);
      // Beside the page, not over it: /inspector-room.css gives the panel its room on <body> (which
      // carries the page's direction) from the first paint; this keeps it in step with the toggle.
      document.body.dataset.inspector = open ? 'open' : 'closed';
    }

    async poll() {
      clearTimeout(this.timer);
      try {
        const res = await fetch(`/_demo/events?after=${this.lastId}`, { cache: 'no-store' });
        if (!res.ok) throw new Error(`status ${res.status}`);
        const { events } = /** @type {{ events: StoredEvent[] }} */ (await res.json());
        this.failures = 0;
        this.show(events);
      } catch (error) {
        this.failures++;
        this.status.textContent = `Backend unreachable (${error instanceof Error ? error.message : String(error)}); retrying.`;
      }
      if (!document.hidden) this.timer = setTimeout(() => void this.poll(), POLL_MS * Math.min(10, 2 ** this.failures));
    }

    /** @param {StoredEvent[]} events newest first */
    show(events) {
      if (events.length > 0) this.lastId = Math.max(this.lastId, ...events.map((e) => e.id));
      const items = events.map((event) => this.item(event));
      this.list.prepend(...items);
      while (this.list.children.length > MAX_SHOWN) this.list.lastElementChild?.remove();
      this.status.textContent = this.list.children.length === 0 ? 'No events yet: use the chrome on the page.' : '';
    }

    /** @param {StoredEvent} event */
    item(event) {
      const time = new Date(event.time);
      const payload = { method: event.method, path: event.path, query: event.query, headers: event.headers, body: event.body, response: event.response };
      return el('li', { className: `event type-${event.type.replace(/[^a-z-]/g, '')}` }, [
        el('details', {}, [
          el('summary', {}, [
            el('span', { className: 'type', text: event.type }),
            el('time', { text: time.toLocaleTimeString(), attrs: { datetime: event.time } }),
            el('span', { className: 'summary', text: event.summary }),
          ]),
          el('pre', { text: JSON.stringify(payload, null, 2) }),
        ]),
      ]);
    }
  }

  customElements.define('marquee-inspector', MarqueeInspector);
  const start = () => document.body.append(document.createElement('marquee-inspector'));
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
})();
