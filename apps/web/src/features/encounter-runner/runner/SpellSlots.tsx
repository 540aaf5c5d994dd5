import { Badge, Stack, Text } from '@mantine/core';
import { SPELL_SLOT_LEVELS, spellSlotsLeft, spellSlotsSpent } from '@skald/rules/combat/spell-slots';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import type { MonsterSpellcasting } from '@skald/rules/monster/monster';
import { spellGroups } from '../../../lib/compendium/spellcasting-groups.ts';
import { ordinal, sentenceCase, signed } from '../../../lib/labels.ts';
import type { RunGesture } from '../actions/combat-action.ts';
import { regainSpellSlot, spendSpellSlot } from '../actions/limited-use-actions.ts';
import classes from './StatBlock.module.css';
import { UseButtons } from './UseButtons.tsx';
import { UsePips } from './UsePips.tsx';

interface SpellSlotsProps {
  entity: EncounterEntity;
  run: RunGesture;
}

const spellNames = (casting: MonsterSpellcasting, level: number) =>
  casting.spells
    .filter((spell) => spell.level === level)
    .map((spell) => spell.name)
    .join(', ');

/** One Spellcasting trait: its numbers, then a row per spell level with the slots left and the spells. */
function Casting({ entity, casting, run }: SpellSlotsProps & { casting: MonsterSpellcasting }) {
  const cantrips = spellNames(casting, 0);
  const levels = SPELL_SLOT_LEVELS.filter((level) => (casting.slots[String(level)] ?? 0) > 0);
  return (
    <Stack gap={4} component="section" aria-label={casting.trait}>
      <div className={classes.sectionTitle}>
        <h3 className={classes.heading}>{casting.trait}</h3>
        <Text size="xs" c="dimmed" span>
          {sentenceCase(casting.ability)}
        </Text>
        {casting.save_dc !== undefined && (
          <Badge size="sm" variant="light" color="gray">
            Save DC {casting.save_dc}
          </Badge>
        )}
        {casting.spell_attack !== undefined && (
          <Badge size="sm" variant="light" color="gray">
            Spell attack {signed(casting.spell_attack)}
          </Badge>
        )}
      </div>
      {casting.innate &&
        spellGroups(casting).map((group) => (
          <div key={group.label} className={classes.slotRow}>
            <Text className={classes.slotLevel} span>
              {group.label}
            </Text>
            <Text size="sm" className={classes.spellNames} span>
              {group.spells.map((spell) => spell.name).join(', ')}
            </Text>
          </div>
        ))}
      {!casting.innate && cantrips && (
        <div className={classes.slotRow}>
          <Text className={classes.slotLevel} span>
            Cantrips
          </Text>
          <Text size="sm" className={classes.spellNames} span>
            {cantrips}
          </Text>
        </div>
      )}
      {!casting.innate &&
        levels.map((level) => {
          const total = casting.slots[String(level)] ?? 0;
          const left = Math.min(total, spellSlotsLeft(entity, level));
          const slot = `${ordinal(level)}-level slot`;
          return (
            <div key={level} className={classes.slotRow}>
              <Text className={classes.slotLevel} span>
                {ordinal(level)}
              </Text>
              <span className={classes.counter}>
                <UsePips left={left} total={total} />
                <Text size="xs" span>
                  {left}/{total}
                </Text>
                <UseButtons
                  useLabel={`Spend a ${slot}`}
                  regainLabel={`Regain a ${slot}`}
                  canUse={left > 0}
                  canRegain={spellSlotsSpent(entity, level) > 0}
                  onUse={() => run(spendSpellSlot, { key: entity.key, level })}
                  onRegain={() => run(regainSpellSlot, { key: entity.key, level })}
                />
              </span>
              <Text size="sm" className={classes.spellNames} span>
                {spellNames(casting, level)}
              </Text>
            </div>
          );
        })}
    </Stack>
  );
}

/** The current combatant's spellcasting: save DC, spell attack, slots to spend and regain, and its spells. */
export function SpellSlots({ entity, run }: SpellSlotsProps) {
  return (
    <>
      {(entity.spellcasting ?? []).map((casting) => (
        <Casting key={casting.trait} entity={entity} casting={casting} run={run} />
      ))}
    </>
  );
}
