import type { UnknownAction } from '@reduxjs/toolkit';
import { queryChanged, searchFocused } from './searchSlice';

/**
 * What a visitor did to server-rendered search before the script ran: the text typed into the
 * box, and whether it still has focus. As actions, so hydration keeps them instead of the empty
 * box the server rendered.
 */
export function typedBeforeScript(content: Element): UnknownAction[] {
  const input = content.querySelector<HTMLInputElement>('input.search-input');
  if (!input || input.value === '') return [];
  const root = input.getRootNode() as Document | ShadowRoot;
  return root.activeElement === input ? [queryChanged(input.value), searchFocused()] : [queryChanged(input.value)];
}
