import { useLayoutEffect, useRef } from 'react';
import { useSiteLinks } from '../links/linkOrigin';
import { loadedSanitizer } from './sanitizer';

interface PromptTextProps {
  /** Already sanitized; sanitized again on the way into the page (see sanitizer.ts). */
  html: string;
  plainText: string;
  /** Made safe by the server's DOMPurify (its links made absolute there) and already in the page: kept as the server rendered it. */
  served: boolean;
}

/**
 * The prompt: its HTML when there is some that survived sanitizing, else its plain text. The HTML
 * goes in as DOM nodes made by DOMPurify, never as a string, so it needs no HTML sink; its
 * root-relative links are written absolute to the site the chrome's links belong to.
 */
export function PromptText({ html, plainText, served }: PromptTextProps) {
  const ref = useRef<HTMLDivElement>(null);
  const sanitizer = html === '' || served ? undefined : loadedSanitizer();
  const linkOrigin = useSiteLinks().origin;

  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || !sanitizer) return;
    node.replaceChildren(sanitizer.toFragment(html, linkOrigin));
  }, [sanitizer, html, linkOrigin]);

  // The server writes it into its HTML; hydration adopts those nodes as they are, and React never
  // sets innerHTML again as the string stays the same (the browser's own sanitizer never runs on it).
  if (served && html !== '') return <div className="text" dangerouslySetInnerHTML={{ __html: html }} />;
  if (!sanitizer) return <p className="text">{plainText}</p>;
  return <div className="text" ref={ref} />;
}
