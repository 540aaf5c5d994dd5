/**
 * `?redirect=` values a crafted sign-in link may carry to send a freshly signed-in user to another site,
 * or to break the redirect. Every one must land on the default page; the server's Google sign-in and
 * the web's account forms are both tested against this one table.
 */
export const HOSTILE_REDIRECTS: readonly string[] = [
  'https://evil.example/steal',
  'http://evil.example',
  'HTTPS://evil.example',
  '//evil.example/steal',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/\t\\evil.example',
  '/\n',
  '/content\r\nSet-Cookie: stolen=1',
  '/.//evil.example',
  '/content/..//evil.example',
  '/%2e%2e//evil.example/..',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  ' /content',
  `/${'a'.repeat(10_000)}`,
  `/${'é'.repeat(300)}`,
];

/** Odd but harmless: each stays a path of this site, kept as the URL parser writes it. */
export const SAME_SITE_ODDITIES: Readonly<Record<string, string>> = {
  '/%2F%2Fevil.example': '/%2F%2Fevil.example',
  '/%5Cevil.example': '/%5Cevil.example',
  '/%09/evil.example': '/%09/evil.example',
  '/content?next=//evil.example': '/content?next=//evil.example',
  '/content/../profile': '/profile',
  '/encounters?id=7#round-2': '/encounters?id=7#round-2',
};
