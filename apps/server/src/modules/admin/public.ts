/** What the rest of the server uses of the admin module: outside it, import from here only (scripts/check-boundaries.mjs). */

export { adminRoutes } from './admin-routes.ts';
