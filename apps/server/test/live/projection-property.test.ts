import type { Encounter } from '@skald/rules/encounter/encounter';
import {
  DEFAULT_FOLLOWER_VISIBILITY,
  entityVisibility,
  FOLLOWER_SIDES,
  type FollowerVisibility,
} from '@skald/rules/encounter/follower-visibility';
import { applyCommand } from '@skald/rules/encounter/reducer';
import { anEncounter, aVisibilityChoice } from '@skald/testing/encounter-arbitraries';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectView } from '../../src/modules/live/projection/project-view.ts';
import { publicEntityId } from '../../src/modules/live/projection/public-id.ts';

const SECRET = 'a-test-secret';
const ENCOUNTER_ID = '7d3c1a52-3a0c-4d8e-9a5e-1f2b3c4d5e6f';

/**
 * Hit points far apart per combatant (base 50,000 + 1,009 per place, less at most 1,000), so a number in
 * the JSON names exactly one combatant's hit points.
 */
const base = (place: number) => 50_000 + place * 1009;
const formBase = (place: number) => 20_000 + place * 1009;

const aSideSetting = fc.record(
  Object.fromEntries(FOLLOWER_SIDES.map((side) => [side, aVisibilityChoice])) as Record<
    (typeof FOLLOWER_SIDES)[number],
    typeof aVisibilityChoice
  >,
);

/** A fight with marker names, keys and hit points, random hidden flags and visibility, some turns in. */
const aMarkedFight = fc
  .record({
    encounter: anEncounter,
    hidden: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    friendly: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
    own: fc.array(fc.option(aVisibilityChoice, { nil: undefined }), { minLength: 8, maxLength: 8 }),
    hurt: fc.array(fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.constant(-1)), { minLength: 8, maxLength: 8 }),
    sides: aSideSetting,
    turns: fc.integer({ min: -1, max: 9 }),
  })
  .map(({ encounter, hidden, friendly, own, hurt, sides, turns }) => {
    const entities = encounter.entities.map((entity, place) => {
      const maxHp = base(place);
      const lost = hurt[place] ?? 0;
      return {
        ...entity,
        key: `secretkey${place}q`,
        name: `Markername${place}q`,
        hidden: hidden[place] ?? false,
        friendly: friendly[place] ?? false,
        ...(own[place] ? { followerVisibility: own[place] } : {}),
        maxHp,
        maxHpMod: 0,
        curHp: lost < 0 ? 0 : maxHp - lost,
        transformed: entity.transformed
          ? { curHp: formBase(place) - 7, maxHp: formBase(place), maxHpMod: 0, ac: 12 }
          : null,
      };
    });
    let state: Encounter = { ...encounter, entities };
    const commands = turns < 0 ? [] : [{ type: 'start' as const }, ...Array(turns).fill({ type: 'next-turn' })];
    for (const command of commands) {
      const result = applyCommand(state, command, { at: 0, automate: true });
      if (result.ok) state = result.encounter;
    }
    const followerVisibility: FollowerVisibility = Object.fromEntries(
      FOLLOWER_SIDES.map((side) => [side, { ...DEFAULT_FOLLOWER_VISIBILITY[side], ...sides[side] }]),
    ) as FollowerVisibility;
    return { state, followerVisibility };
  });

describe('the follower projection over random fights', () => {
  it('never carries a hidden combatant, a hidden name or hit points that are not shown', () => {
    fc.assert(
      fc.property(aMarkedFight, ({ state, followerVisibility }) => {
        const view = projectView(
          {
            campaign: { id: 'c', name: 'Campaign', background: '', followerVisibility, party: [] },
            owner: 'gm',
            live: true,
            presence: { online: true, since: new Date(0).toISOString() },
            encounter: { id: ENCOUNTER_ID, state },
          },
          SECRET,
        );
        const json = JSON.stringify(view);
        expect(json).not.toMatch(/secretkey/);
        expect(json).not.toContain('null');
        const encounter = view.encounter;
        if (!encounter) throw new Error('a live encounter must be projected');
        state.entities.forEach((entity, place) => {
          const id = publicEntityId(SECRET, ENCOUNTER_ID, entity.key);
          const visibility = entityVisibility(entity, followerVisibility);
          // A combatant at 0 hit points has no marker to look for; its maximum still has one.
          const hpMarkers = [entity.curHp, base(place), formBase(place), formBase(place) - 7]
            .filter((hp) => hp > 0)
            .map(String);
          if (entity.hidden) {
            expect(json).not.toContain(entity.name);
            expect(json).not.toContain(id);
            for (const marker of hpMarkers) expect(json).not.toContain(marker);
            return;
          }
          const projected = encounter.entities[id];
          expect(projected, 'a visible combatant is in the view').toBeDefined();
          if (!visibility.name) expect(json).not.toContain(entity.name);
          if (visibility.health !== 'shown') {
            for (const marker of hpMarkers) expect(json).not.toContain(marker);
          }
          if (visibility.health === 'hidden') {
            expect(projected?.health).toBeUndefined();
            expect(projected?.status).toBeUndefined();
          }
        });
        expect([...encounter.order].sort()).toEqual(Object.keys(encounter.entities).sort());
        if (encounter.currentId !== undefined) expect(encounter.order).toContain(encounter.currentId);
        const current = state.entities.find((entity) => entity.key === state.currentKey);
        if (current && !current.hidden) {
          expect(encounter.currentId).toBe(publicEntityId(SECRET, ENCOUNTER_ID, current.key));
        }
      }),
      { numRuns: 300 },
    );
  });
});
