import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every table file, listed here rather than gathered by a barrel that would tie the modules to src/db.
  schema: [
    './src/db/server-settings-table.ts',
    './src/modules/auth/auth-tables.ts',
    './src/modules/character-builder/builder-tables.ts',
    './src/modules/compendium/compendium-tables.ts',
    './src/modules/dm-screen/dm-screen-tables.ts',
    './src/modules/encounters/encounter-tables.ts',
    './src/modules/library/library-tables.ts',
    './src/modules/live/live-tables.ts',
    './src/modules/soundboard/soundboard-tables.ts',
    './src/modules/users/tier-tables.ts',
    './src/modules/users/user-tables.ts',
  ],
  out: './drizzle',
});
