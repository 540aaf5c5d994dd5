import { Group, Stack, Text } from '@mantine/core';
import { legendaryActionsLeft } from '@skald/rules/combat/limited-uses';
import type { AdvantageMode } from '@skald/rules/dice/roll-d20';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import { type AbilitySection, DEFAULT_LEGENDARY_COUNT, type MonsterAbility } from '@skald/rules/monster/monster';
import { type MouseEvent, useState } from 'react';
import type { RunGesture } from '../actions/combat-action.ts';
import { regainAbility, spendAbility } from '../actions/limited-use-actions.ts';
import { AbilityEntry } from './AbilityEntry.tsx';
import { AdvantageToggle } from './AdvantageToggle.tsx';
import { rollSpendsUse } from './ability-uses.ts';
import classes from './Runner.module.css';
import { SpellSlots } from './SpellSlots.tsx';
import statBlock from './StatBlock.module.css';
import { UseButtons } from './UseButtons.tsx';
import { UsePips } from './UsePips.tsx';

interface StatBlockSectionsProps {
  entity: EncounterEntity;
  run: RunGesture;
  /** Rolls the ability against the targets; false when nothing was rolled (no target picked). */
  onRoll(ability: MonsterAbility, advantage: AdvantageMode): boolean;
}

const SECTIONS: [AbilitySection, string][] = [
  ['special_abilities', 'Traits'],
  ['actions', 'Actions'],
  ['legendary_actions', 'Legendary actions'],
  ['reactions', 'Reactions'],
];

/** Shift-click for advantage, Ctrl-click for disadvantage; otherwise the toggle decides. */
function heldAdvantage(event: MouseEvent): AdvantageMode | null {
  if (event.shiftKey) return 'advantage';
  if (event.ctrlKey || event.metaKey) return 'disadvantage';
  return null;
}

/** The legendary pool beside its heading: dots and "2/3 left", and a + to give one back. */
function LegendaryPool({ entity, run }: Pick<StatBlockSectionsProps, 'entity' | 'run'>) {
  const total = entity.legendary_count ?? DEFAULT_LEGENDARY_COUNT;
  const left = legendaryActionsLeft(entity);
  return (
    <span className={statBlock.counter}>
      <UsePips left={left} total={total} />
      <Text size="xs" span>
        {left}/{total} left
      </Text>
      <UseButtons
        useLabel="Spend a legendary action"
        regainLabel="Regain a legendary action"
        canUse={left > 0}
        canRegain={left < total}
        onUse={() => run(spendAbility, { key: entity.key, section: 'legendary_actions', index: 0, cost: 1 })}
        onRegain={() => run(regainAbility, { key: entity.key, section: 'legendary_actions', index: 0 })}
      />
    </span>
  );
}

/**
 * The current combatant's stat block as the GM plays it: the next roll's advantage, then traits,
 * actions, legendary actions and reactions with their rolls and uses, then its spell slots. Rolling a
 * limited ability marks a use spent, as a GM marks a breath weapon spent the moment it is breathed.
 */
export function StatBlockSections({ entity, run, onRoll }: StatBlockSectionsProps) {
  const [advantage, setAdvantage] = useState<AdvantageMode>('normal');
  const rolls = SECTIONS.some(([section]) => entity[section]?.some((ability) => ability.action_list.length > 0));
  const roll = (section: AbilitySection, index: number, ability: MonsterAbility, event: MouseEvent) => {
    const spends = rollSpendsUse(entity, section, index);
    if (!onRoll(ability, heldAdvantage(event) ?? advantage)) return;
    setAdvantage('normal');
    if (spends) run(spendAbility, { key: entity.key, section, index });
  };
  return (
    <Stack gap="sm">
      {rolls && (
        <Group gap="xs">
          <Text size="sm" aria-hidden="true">
            Next roll
          </Text>
          <AdvantageToggle value={advantage} onChange={setAdvantage} />
        </Group>
      )}
      {SECTIONS.map(([section, title]) => {
        const abilities = entity[section] ?? [];
        if (abilities.length === 0) return null;
        return (
          <section key={section} className={statBlock.section} aria-label={title}>
            <div className={statBlock.sectionTitle}>
              <h3 className={statBlock.heading}>{title}</h3>
              {section === 'legendary_actions' && <LegendaryPool entity={entity} run={run} />}
            </div>
            <ul className={classes.list}>
              {abilities.map((ability, index) => (
                <AbilityEntry
                  // biome-ignore lint/suspicious/noArrayIndexKey: a stat block's entries never move
                  key={index}
                  entity={entity}
                  section={section}
                  index={index}
                  ability={ability}
                  affordable={rollSpendsUse(entity, section, index)}
                  run={run}
                  onRoll={(event) => roll(section, index, ability, event)}
                />
              ))}
            </ul>
          </section>
        );
      })}
      <SpellSlots entity={entity} run={run} />
    </Stack>
  );
}
