/** The stylesheet of /api/docs, served as a file because the CSP allows no inline script and we keep styles out too. */
export const API_DOCS_CSS = `:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem 4rem; }
h1 small { font-size: 0.5em; font-weight: normal; opacity: 0.75; }
section { border-top: 1px solid color-mix(in srgb, currentColor 25%, transparent); padding-top: 0.5rem; margin-top: 1.5rem; }
.method { background: #1c7ed6; color: #fff; border-radius: 0.25rem; padding: 0 0.4rem; font-size: 0.85em; }
table { border-collapse: collapse; width: 100%; font-size: 0.95em; }
th, td { text-align: left; vertical-align: top; padding: 0.3rem 0.5rem; border-bottom: 1px solid color-mix(in srgb, currentColor 15%, transparent); }
code { font-family: ui-monospace, monospace; font-size: 0.95em; overflow-wrap: anywhere; }
.type { opacity: 0.75; }
ul.fields { columns: 2 20rem; }
a { color: #1971c2; }
@media (prefers-color-scheme: dark) { a { color: #74c0fc; } }
`;
