import { Component, CUSTOM_ELEMENTS_SCHEMA, signal } from '@angular/core';
import type { MarqueeEventMap } from 'marquee-site-chrome';

@Component({
  selector: 'app-root',
  // Angular checks every tag and property against its schema; these are custom elements.
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <site-header
      is-logged-in
      username="Ada"
      [watchlistCount]="count()"
      show-language-selector
      handles-locale-change
      (locale-change)="onLocaleChange($event)"
    ></site-header>
    <main>
      <h1>Now showing</h1>
      <button type="button" (click)="count.set(count() + 1)">Add to watchlist</button>
      <p id="chosen">{{ chosen() }}</p>
    </main>
    <site-footer></site-footer>
  `,
})
export class App {
  readonly count = signal(3);
  readonly chosen = signal('');

  // The schema types $event as Event: the package's event map names its detail.
  onLocaleChange(event: Event) {
    this.chosen.set((event as MarqueeEventMap['locale-change']).detail.locale);
  }
}
