import { useLayoutEffect, useRef } from 'react';
import { loadedSanitizer } from './sanitizer';

interface PromptTextProps {
  id: string;
  /** Already sanitized; sanitized again on the way into the page (see sanitizer.ts). */
  html: string;
  plainText: string;
  /** A link inside the text was followed (CNS-14 cb_text_link). */
  onLinkClick: () => void;
}

/**
 * The prompt: its HTML when there is some that survived sanitizing, else its plain text. The HTML
 * goes in as DOM nodes made by DOMPurify, never as a string, so it needs no HTML sink. Its links
 * are not React's, hence one native click listener for all of them.
 */
export function PromptText({ id, html, plainText, onLinkClick }: PromptTextProps) {
  const ref = useRef<HTMLDivElement>(null);
  const sanitizer = html === '' ? undefined : loadedSanitizer();

  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || !sanitizer) return;
    node.replaceChildren(sanitizer.toFragment(html));
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) onLinkClick();
    };
    node.addEventListener('click', onClick);
    return () => {
      node.removeEventListener('click', onClick);
    };
  }, [sanitizer, html, onLinkClick]);

  if (!sanitizer) return <p id={id} className="text">{plainText}</p>;
  return <div id={id} className="text" ref={ref} />;
}
