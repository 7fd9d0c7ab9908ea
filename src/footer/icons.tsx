import type { ReactNode } from 'react';

// Simple drawings of our own on a 24-unit grid, in the text colour. Icons are decoration: the link
// around each one carries its name.
const drawings = {
  tiktok: <path d="M13 3h3.2a4.8 4.8 0 0 0 4.8 4.8V11a8 8 0 0 1-4.8-1.6V15a6 6 0 1 1-6-6v3.3a2.7 2.7 0 1 0 2.8 2.7z" />,
  instagram: (
    <path
      fillRule="evenodd"
      d="M8 2h8a6 6 0 0 1 6 6v8a6 6 0 0 1-6 6H8a6 6 0 0 1-6-6V8a6 6 0 0 1 6-6zm0 2a4 4 0 0 0-4 4v8a4 4 0 0 0 4 4h8a4 4 0 0 0 4-4V8a4 4 0 0 0-4-4zm4 3a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm5.3-3.6a1.3 1.3 0 1 1 0 2.6 1.3 1.3 0 0 1 0-2.6z"
    />
  ),
  twitter: (
    <path d="M22 5.8a8.2 8.2 0 0 1-2.4.6 4.1 4.1 0 0 0 1.8-2.2 8.2 8.2 0 0 1-2.6 1 4.1 4.1 0 0 0-7 3.7A11.6 11.6 0 0 1 3.4 4.6a4.1 4.1 0 0 0 1.3 5.5 4 4 0 0 1-1.9-.5 4.1 4.1 0 0 0 3.3 4 4.1 4.1 0 0 1-1.8.1 4.1 4.1 0 0 0 3.8 2.8A8.2 8.2 0 0 1 2 18.3 11.6 11.6 0 0 0 8.3 20c7.5 0 11.7-6.3 11.7-11.7v-.5A8.3 8.3 0 0 0 22 5.8z" />
  ),
  youtube: <path fillRule="evenodd" d="M6 5h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V9a4 4 0 0 1 4-4zm4 4v6l5.2-3z" />,
  facebook: (
    <path d="M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12z" />
  ),
  launch: <path d="M14 3h7v7h-2V6.4l-8.3 8.3-1.4-1.4L17.6 5H14zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z" />,
  // The privacy-options toggle: a check on white, a cross on blue.
  privacyOptions: (
    <>
      <rect x="1" y="6" width="22" height="12" rx="6" fill="#fff" stroke="#06f" />
      <path d="M12 6h5a6 6 0 0 1 0 12h-5z" fill="#06f" />
      <path d="M5 12l2 2 3-4" fill="none" stroke="#06f" strokeWidth="1.6" />
      <path d="M15 10l4 4m0-4l-4 4" fill="none" stroke="#fff" strokeWidth="1.6" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof drawings;

/** An inline SVG icon, hidden from assistive technology. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg className={`icon icon-${name}`} viewBox="0 0 24 24" aria-hidden="true">
      {drawings[name]}
    </svg>
  );
}
