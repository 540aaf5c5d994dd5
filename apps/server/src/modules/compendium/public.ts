/** What the rest of the server uses of the compendium module: outside it, import from here only (scripts/check-boundaries.mjs). */

export { apiDocsRoutes } from './api-docs-routes.ts';
export { CompendiumMemory } from './compendium-memory.ts';
export { compendiumRoutes } from './compendium-routes.ts';
export { compendiumMonsters } from './compendium-tables.ts';
export { importCompendium } from './import-compendium.ts';
export { readList as readSrdList } from './srd/read-srd-dir.ts';
export { locateSrd } from './srd-location.ts';
