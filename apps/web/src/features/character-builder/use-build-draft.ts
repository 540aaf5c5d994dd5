import type { CharacterBuild } from '@skald/contract/character-builder/build-record';
import { builderRoutes } from '@skald/contract/character-builder/builder-routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { routeKey, useRouteMutation, useRouteQuery } from '../../lib/api/route-queries.ts';

type StoredBuild = NonNullable<ReturnType<typeof useRouteQuery<typeof builderRoutes.read>>['data']>;

/** The build itself, without what the server adds. */
function buildOf(stored: StoredBuild): CharacterBuild {
  const { id: _id, created: _created, updated: _updated, characterId: _characterId, ...build } = stored;
  return build;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A build being edited. Each tab is its own page address, so the unsaved draft is also kept in the query
 * cache (never collected while the app is open): switching tabs, or leaving and coming back, finds it
 * there until it is saved.
 */
export function useBuildDraft(id: string) {
  const client = useQueryClient();
  const saved = useRouteQuery(builderRoutes.read, { params: { id } });
  const draftKey = ['character-builder-draft', id] as const;
  // The cache entry outlives this page (gcTime: never collected); the page's own state answers each key at once.
  useQuery<CharacterBuild | null>({
    queryKey: draftKey,
    queryFn: () => null,
    enabled: false,
    gcTime: Number.POSITIVE_INFINITY,
  });
  const [draft, setDraft] = useState<CharacterBuild | null>(
    () => client.getQueryData<CharacterBuild | null>(draftKey) ?? null,
  );
  useEffect(() => {
    client.setQueryData(['character-builder-draft', id], draft);
  }, [client, id, draft]);
  const save = useRouteMutation(builderRoutes.replace, ['/api/character-builder/builds']);
  const saveAsCharacter = useRouteMutation(builderRoutes.saveAsCharacter, [
    '/api/character-builder/builds',
    '/api/library/characters',
  ]);

  const savedBuild = saved.data ? buildOf(saved.data) : undefined;
  const build = draft ?? savedBuild;

  /** Saves the draft; once stored, the saved build is the one shown. */
  const saveDraft = async () => {
    if (!build) return;
    const stored = await save.mutateAsync({ params: { id }, body: build });
    client.setQueryData(routeKey<typeof builderRoutes.read>(builderRoutes.read, { params: { id } }), stored);
    setDraft(null);
  };

  return {
    saved,
    build,
    characterId: saved.data?.characterId ?? null,
    dirty: draft != null && savedBuild !== undefined && !same(draft, savedBuild),
    change(update: (build: CharacterBuild) => CharacterBuild) {
      setDraft((current) => {
        const base = current ?? savedBuild;
        return base ? update(base) : current;
      });
    },
    save: saveDraft,
    saving: save.isPending,
    /** Saves the draft first when it changed, then saves the build as a character. */
    async saveAsCharacter() {
      if (draft != null) await saveDraft();
      return saveAsCharacter.mutateAsync({ params: { id } });
    },
    savingCharacter: saveAsCharacter.isPending,
  };
}
export type BuildDraft = ReturnType<typeof useBuildDraft>;
