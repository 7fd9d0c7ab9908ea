import { useLayoutEffect, useRef } from 'react';
import { loadedSanitizer } from './sanitizer';

interface PromptTextProps {
  id: string;
  /** Already sanitized; sanitized again on the way into the page (see sanitizer.ts). */
  html: string;
  plainText: string;
  /** Made safe by the server's DOMPurify and already in the page: kept as the server rendered it. */
  served: boolean;
}

/**
 * The prompt: its HTML when there is some that survived sanitizing, else its plain text. The HTML
 * goes in as DOM nodes made by DOMPurify, never as a string, so it needs no HTML sink.
 */
export function PromptText({ id, html, plainText, served }: PromptTextProps) {
  const ref = useRef<HTMLDivElement>(null);
  const sanitizer = html === '' || served ? undefined : loadedSanitizer();

  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || !sanitizer) return;
    node.replaceChildren(sanitizer.toFragment(html));
  }, [sanitizer, html]);

  // The server writes it into its HTML; hydration adopts those nodes as they are, and React never
  // sets innerHTML again as the string stays the same (the browser's own sanitizer never runs on it).
  if (served && html !== '') return <div id={id} className="text" dangerouslySetInnerHTML={{ __html: html }} />;
  if (!sanitizer) return <p id={id} className="text">{plainText}</p>;
  return <div id={id} className="text" ref={ref} />;
}
