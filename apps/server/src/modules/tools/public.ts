/** What the rest of the server uses of the tools module: outside it, import from here only (scripts/check-boundaries.mjs). */

export { toolsRoutes } from './read-stat-block-route.ts';
export type { StatBlockReaderOptions } from './stat-block-readers.ts';
