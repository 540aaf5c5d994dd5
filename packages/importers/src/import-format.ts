/** The library files Skald reads: its own, and those other tools write (`../shared/formats/README.md`). */
export const IMPORT_FORMATS = ['skald', 'shieldmaiden', 'improved-initiative', '5e-database', 'open5e'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
