/** What the rest of the server uses of the library import and export: outside it, import from here only (scripts/check-boundaries.mjs). */

export { libraryIoRoutes } from './import-routes.ts';
