import type { UnknownAction } from '@reduxjs/toolkit';
import { languageMenuOpenBeforeScript } from '../language/languageMenuOpenBeforeScript';
import { drawerOpenBeforeScript } from '../nav/drawerOpenBeforeScript';
import { categoryBeforeScript } from '../search/categoryBeforeScript';
import { typedBeforeScript } from '../search/typedBeforeScript';

/** What a visitor did to the server-rendered header before its script ran, for hydration to keep. */
export function keptOnHydration(content: Element): UnknownAction[] {
  return [...typedBeforeScript(content), ...categoryBeforeScript(content), ...drawerOpenBeforeScript(content), ...languageMenuOpenBeforeScript(content)];
}
