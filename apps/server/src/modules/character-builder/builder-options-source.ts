import { BUILDER_MESSAGES } from '@skald/contract/character-builder/build-limits';
import type { BuilderOptions } from '@skald/contract/character-builder/builder-options';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { locateSrd, readSrdList } from '../compendium/public.ts';
import { type BuilderSrdFiles, mapBuilderOptions } from './map-builder-options.ts';

const FILES: Readonly<Record<keyof BuilderSrdFiles, string>> = {
  races: '5e-SRD-Races.json',
  subraces: '5e-SRD-Subraces.json',
  classes: '5e-SRD-Classes.json',
  equipment: '5e-SRD-Equipment.json',
  equipmentCategories: '5e-SRD-Equipment-Categories.json',
};

/**
 * The builder's races, classes and armour, read from the same SRD folder the compendium imports from, on
 * the first request, and kept for the life of the process (they never change while it runs). A failed
 * read is not kept: the next request tries again.
 */
export function builderOptionsSource(srdDataDir: string | undefined, log: FastifyBaseLogger) {
  let loading: Promise<BuilderOptions> | undefined;
  const load = async (): Promise<BuilderOptions> => {
    const location = locateSrd(srdDataDir);
    if (!location) throw new HttpError(503, BUILDER_MESSAGES.noSrd);
    try {
      const entries = await Promise.all(
        Object.entries(FILES).map(async ([key, file]) => [key, await readSrdList(location.dir, file)] as const),
      );
      return mapBuilderOptions(Object.fromEntries(entries) as unknown as BuilderSrdFiles);
    } catch (error) {
      log.error(
        { err: error, srdDataDir: location.dir },
        'character builder: the SRD races and classes cannot be read',
      );
      throw new HttpError(503, BUILDER_MESSAGES.noSrd);
    }
  };
  return (): Promise<BuilderOptions> => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
