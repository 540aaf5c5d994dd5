/** What the rest of the server uses of the settings module: outside it, import from here only (scripts/check-boundaries.mjs). */

export { settingsRoutes } from './settings-routes.ts';
