/** What the rest of the server uses of the builder module: outside it, import from here only (scripts/check-boundaries.mjs). */

export { type BuilderDeps, builderRoutesPlugin } from './build-routes.ts';
