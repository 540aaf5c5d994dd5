/** What the rest of the server uses of the health module: outside it, import from here only (scripts/check-boundaries.mjs). */

export { healthRoutes } from './health-routes.ts';
