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
  /** Name of the error boundary around the element's content. */
  section: string;
  /** What the visitor did to server-rendered content before the script ran, to keep on hydrating. */
  keepOnHydration?: (content: Element) => UnknownAction[];
}

/** Keeps a definition's attribute types for its component (a typed identity). */
export function defineElementDefinition<S extends AttributeSchema>(definition: ElementDefinition<S>): ElementDefinition<S> {
  return definition;
}
