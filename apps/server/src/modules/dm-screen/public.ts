/** What the rest of the server uses of the DM screen module: outside it, import from here only (scripts/check-boundaries.mjs). */

export { dmScreenRoutesPlugin } from './dm-screen-routes.ts';
