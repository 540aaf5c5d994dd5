/** What the rest of the server uses of the soundboard module: outside it, import from here only (scripts/check-boundaries.mjs). */

export { soundboardRoutesPlugin } from './soundboard-routes.ts';
export { soundboards } from './soundboard-tables.ts';
