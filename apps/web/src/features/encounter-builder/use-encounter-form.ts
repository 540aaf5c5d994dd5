import { schemaResolver, useForm } from '@mantine/form';
import type { RouteAnswer } from '@skald/contract/api/api-route';
import type { Inventory } from '@skald/contract/library/campaign-record';
import { EMPTY_PURSE } from '@skald/contract/library/coins';
import { type EncounterXp, encounterSetupSchema, type Weather } from '@skald/contract/library/encounter-record';
import { encounterRoutes } from '@skald/contract/library/encounter-routes';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import { useEffect, useRef, useState } from 'react';
import { useRouteMutation, useRouteQuery } from '../../lib/api/route-queries.ts';
import { ApiError } from '../../lib/api-client.ts';
import { notifyPositive } from '../../lib/notify.ts';

export type StoredEncounter = RouteAnswer<typeof encounterRoutes.read>;

/** What the builder edits (content.md §3): name, combatants, loot, weather and experience. */
export interface EncounterFormValues {
  name: string;
  entities: EncounterEntity[];
  loot: Inventory;
  weather: Weather;
  xp: EncounterXp;
}

const BLANK: EncounterFormValues = {
  name: '',
  entities: [],
  loot: { currency: EMPTY_PURSE, items: [] },
  weather: {},
  xp: { override: null },
};

/** The builder's fields of a stored encounter. */
export function setupOf(encounter: StoredEncounter): EncounterFormValues {
  return {
    name: encounter.name,
    entities: encounter.encounter.entities,
    loot: encounter.loot,
    weather: encounter.weather,
    xp: encounter.xp,
  };
}

/** Every cached answer about a campaign's encounters: the list and each one read. */
export const ENCOUNTERS_PATH = encounterRoutes.list.path;

/**
 * One saved encounter's builder form: read, filled once (and again only when the fields are untouched or
 * a reload is asked for), saved with the version it was read at. A save over a newer version is refused
 * (409): `conflict` holds the server's sentence until `reload` fetches the newer one.
 */
export function useEncounterForm(campaignId: string, encounterId: string) {
  const params = { id: campaignId, encid: encounterId };
  const stored = useRouteQuery(encounterRoutes.read, { params });
  const replace = useRouteMutation(encounterRoutes.replace, [ENCOUNTERS_PATH]);
  const [conflict, setConflict] = useState<string | null>(null);
  const [problems, setProblems] = useState(0);
  const version = useRef<number | null>(null);
  const form = useForm<EncounterFormValues>({
    mode: 'controlled',
    initialValues: BLANK,
    validate: schemaResolver(encounterSetupSchema, { sync: true }),
    onValuesChange: () => setProblems(0),
  });

  function fill(encounter: StoredEncounter) {
    version.current = encounter.version;
    form.setValues(setupOf(encounter));
    form.resetDirty(setupOf(encounter));
  }

  const loaded = stored.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill once per answer read, never over the user's changes.
  useEffect(() => {
    if (loaded && (version.current === null || !form.isDirty())) fill(loaded);
  }, [loaded]);

  async function save(values: EncounterFormValues): Promise<boolean> {
    setConflict(null);
    try {
      const saved = await replace.mutateAsync({ params, body: { ...values, version: version.current ?? 0 } });
      version.current = saved.version;
      form.resetDirty(values);
      notifyPositive(`${saved.name} was saved.`);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setConflict(error.message);
      return false;
    }
  }

  /** Checks the fields, then saves: whether it was saved, and the first field refused when one was. */
  async function submit(): Promise<{ saved: boolean; refused?: string }> {
    const checked = form.validate();
    const fields = Object.keys(checked.errors);
    if (checked.hasErrors) {
      setProblems(fields.length);
      return { saved: false, refused: fields[0] };
    }
    return { saved: await save(form.getValues()) };
  }

  /** Drops the changes and reads the encounter as the server holds it now. */
  async function reload() {
    setConflict(null);
    replace.reset();
    const { data } = await stored.refetch();
    if (data) fill(data);
  }

  return {
    form,
    loaded,
    openFailure: stored.isError ? stored.error : null,
    saving: replace.isPending,
    failure: replace.error && !conflict ? replace.error : null,
    conflict,
    problems,
    submit,
    reload,
  };
}

export type EncounterEditor = ReturnType<typeof useEncounterForm>;
