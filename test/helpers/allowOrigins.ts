/**
 * Lists `origins` in the page's head, as a partner's page does to let the chrome's links and calls
 * go to its main site (`<meta name="marquee-origins">`, docs/partner-sites.md). Returns what takes
 * them out again.
 */
export function allowOrigins(...origins: string[]): () => void {
  const meta = document.createElement('meta');
  meta.name = 'marquee-origins';
  meta.content = origins.join(' ');
  document.head.append(meta);
  return () => {
    meta.remove();
  };
}
