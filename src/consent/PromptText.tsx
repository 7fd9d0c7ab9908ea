import { useLayoutEffect, useRef } from 'react';
import { loadedSanitizer } from './sanitizer';

interface PromptTextProps {
  id: string;
  /** Already sanitized; sanitized again on the way into the page (see sanitizer.ts). */
  html: string;
  plainText: string;
}

/**
 * The prompt: its HTML when there is some that survived sanitizing, else its plain text. The HTML
 * goes in as DOM nodes made by DOMPurify, never as a string, so it needs no HTML sink.
 */
export function PromptText({ id, html, plainText }: PromptTextProps) {
  const ref = useRef<HTMLDivElement>(null);
  const sanitizer = html === '' ? undefined : loadedSanitizer();

  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || !sanitizer) return;
    node.replaceChildren(sanitizer.toFragment(html));
  }, [sanitizer, html]);

  if (!sanitizer) return <p id={id} className="text">{plainText}</p>;
  return <div id={id} className="text" ref={ref} />;
}
