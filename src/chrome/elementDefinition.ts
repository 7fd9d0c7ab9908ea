import type { CSSResultOrNative } from '@lit/reactive-element/css-tag.js';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import type { AttributeSchema, AttributeValues } from './attributes';

/**
 * What makes one of the chrome's elements: its attributes, its component and its styles. The
 * custom element (elements/) and the server renderer (src/server/) are both made from it, so the
 * server renders exactly what the client would.
 */
export interface ElementDefinition<S extends AttributeSchema = AttributeSchema> {
  tag: string;
  /** camelCase property name → spec; the attribute is its kebab-case form. */
  attributes: S;
  component: ComponentType<AttributeValues<S>>;
  /** The element's own styles, after the base styles every element shares. */
  styles: CSSResultOrNative[];
  /**
   * Styles of parts that load on demand (a drawer, a menu, a footer rendered by a lazy component),
   * after `styles`: a chunk of their own, fetched as the element is created, not before its first
   * paint. A renderer that must show everything at once (the server) awaits them itself, as it
   * awaits `preloadLazyComponents()` for the components. One load for every caller (loadOnce): a
   * part that waits for its styles then shows only after the element has adopted them.
   */
  lazyStyles?: () => Promise<CSSResultOrNative[]>;
  /**
   * Lazy parts that are what the element shows and need script to answer (the banner's question):
   * hydration waits for their code, as for an element whose component is itself a lazy part (the
   * footer). Other parts hydrate as their code arrives, working as HTML until then.
   */
  shownParts?: readonly { preload: () => Promise<void> }[];
  /** Name of the error boundary around the element's content. */
  section: string;
  /**
   * Loads what reads the visitor's doings in server-rendered content before the script ran, to keep
   * on hydrating. On demand: only pages with server-rendered content hydrate.
   */
  keepOnHydration?: () => Promise<(content: Element) => UnknownAction[]>;
}

/** Keeps a definition's attribute types for its component (a typed identity). */
export function defineElementDefinition<S extends AttributeSchema>(definition: ElementDefinition<S>): ElementDefinition<S> {
  return definition;
}
