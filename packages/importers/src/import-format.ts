import type { LibraryImportFormat } from '@skald/contract/library/library-io-limits';

/** The library files Skald reads: its own, and those other tools write (the contract's list, which the report names). */
export type ImportFormat = LibraryImportFormat;
