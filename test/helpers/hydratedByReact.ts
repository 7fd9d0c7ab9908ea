/**
 * Whether React has hydrated this server-rendered node: it keeps the node's fiber on it
 * (`__reactFiber$…`). A lazy part whose code has not come stays the server's HTML, without; the
 * page shows no other sign of the moment that code takes the part over, which tests of what a
 * visitor did before it must wait for.
 */
export const hydratedByReact = (node: Node | null | undefined): boolean => !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
