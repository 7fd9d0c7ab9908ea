/**
 * The consent banner. It shows only when the consent service asks for a prompt (spec §4);
 * until that call exists it has nothing to show, and shows nothing.
 */
export function ConsentBanner() {
  return null;
}
