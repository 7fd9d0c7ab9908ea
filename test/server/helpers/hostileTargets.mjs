// Return paths (`u`) as an attacker writes them: each of these, once a browser has read it as a
// Location, points at another host or scheme. Every route that redirects to `u` sends them home
// (redirect.test.mjs for the reference backend, test/node/consentAnswerReturn.test.mjs for the
// package's answerConsent).
export const HOSTILE = [
  '/..//evil.example/x',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example/',
  '/.%2e//evil.example',
  '/./..//evil.example',
  '/x/../..//evil.example',
  '//evil',
  '//evil.example/',
  '///evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\t\\evil.example',
  '\t//evil.example',
  ' //evil.example',
  'https:evil.example',
  'https://evil.example/',
  'http:/evil.example',
  'HTTPS://EVIL.EXAMPLE',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  '',
];

