import { requestJson } from '../net/http';
import { safeHref } from '../links';

/** Spec §3 professional flyout. */
export interface ProFlyoutContent {
  buttonText: string;
  buttonUrl: string;
  imageUrl: string;
}

/** The professional flyout's content (spec §4); loaded on demand, the first time it is wanted. */
export async function fetchProFlyout(endpoint: string, fetch: typeof globalThis.fetch): Promise<ProFlyoutContent> {
  const content: unknown = await requestJson(endpoint, { credentials: 'same-origin', fetch });
  if (!isProFlyoutContent(content)) throw new Error('the answer is not { buttonText, buttonUrl, imageUrl }');
  return content;
}

/** Server data: every field a string, and the URLs http(s) or same-origin paths. */
function isProFlyoutContent(value: unknown): value is ProFlyoutContent {
  if (typeof value !== 'object' || value === null) return false;
  const { buttonText, buttonUrl, imageUrl } = value as Record<string, unknown>;
  return (
    typeof buttonText === 'string' &&
    buttonText.length > 0 &&
    typeof buttonUrl === 'string' &&
    safeHref(buttonUrl) !== undefined &&
    typeof imageUrl === 'string' &&
    safeHref(imageUrl) !== undefined
  );
}
