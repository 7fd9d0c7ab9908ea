/**
 * The origin the chrome's own code was loaded from (a partner's page loads it from the main site),
 * read from the module's own URL: no markup can move it, where `document.currentScript` and other
 * members of the document a named element can shadow. Undefined where the code is no http(s)
 * file (on the server, `file:`).
 */
export function codeOrigin(): string | undefined {
  const { origin, protocol } = new URL(import.meta.url);
  return /^https?:$/.test(protocol) ? origin : undefined;
}
