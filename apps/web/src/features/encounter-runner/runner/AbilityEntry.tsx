import { Badge, Button, Collapse, Text, UnstyledButton } from '@mantine/core';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import type { AbilitySection, MonsterAbility } from '@skald/rules/monster/monster';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { type MouseEvent, useState } from 'react';
import type { RunGesture } from '../actions/combat-action.ts';
import { regainAbility, spendAbility } from '../actions/limited-use-actions.ts';
import { abilityUses } from './ability-uses.ts';
import classes from './StatBlock.module.css';
import { UseButtons } from './UseButtons.tsx';
import { UsePips } from './UsePips.tsx';

interface AbilityEntryProps {
  entity: EncounterEntity;
  section: AbilitySection;
  index: number;
  ability: MonsterAbility;
  /** Whether the legendary pool can pay this legendary action's cost. */
  affordable?: boolean;
  run: RunGesture;
  onRoll(event: MouseEvent): void;
}

/** One trait, action, legendary action or reaction: its roll button, its uses, and its text on a click. */
export function AbilityEntry({ entity, section, index, ability, affordable, run, onRoll }: AbilityEntryProps) {
  const [open, setOpen] = useState(false);
  const uses = abilityUses(entity, section, index);
  const target = { key: entity.key, section, index };
  const descId = `${entity.key}-${section}-${index}-desc`;
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <li className={classes.entry}>
      <div className={classes.rollSlot}>
        {ability.action_list.length > 0 && (
          <Button
            size="compact-xs"
            aria-label={`Roll ${ability.name}`}
            title="Shift-click: advantage. Ctrl-click: disadvantage."
            onClick={onRoll}
          >
            Roll
          </Button>
        )}
      </div>
      <div className={classes.entryLine}>
        <UnstyledButton
          className={classes.name}
          aria-expanded={open}
          aria-controls={descId}
          onClick={() => setOpen((shown) => !shown)}
        >
          <Chevron size={14} aria-hidden="true" />
          {ability.name}
        </UnstyledButton>
        {section === 'legendary_actions' && (
          <>
            {(ability.legendary_cost ?? 1) > 1 && (
              <Badge size="sm" variant="light" color="grape">
                Costs {ability.legendary_cost} actions
              </Badge>
            )}
            <Button
              size="compact-xs"
              variant="light"
              color="grape"
              aria-label={`Use ${ability.name}`}
              disabled={!affordable}
              onClick={() => run(spendAbility, target)}
            >
              Use
            </Button>
          </>
        )}
        {uses?.recharge && (
          <Badge size="sm" variant={uses.left > 0 ? 'light' : 'outline'} color={uses.left > 0 ? 'teal' : 'gray'}>
            {uses.kind}: {uses.left > 0 ? 'ready' : 'spent'}
          </Badge>
        )}
        {uses && (
          <span className={classes.counter}>
            {!uses.recharge && (
              <>
                <UsePips left={uses.left} total={uses.total} />
                <Text size="xs" span>
                  {uses.left}/{uses.total} {uses.kind}
                </Text>
              </>
            )}
            <UseButtons
              useLabel={`Use ${ability.name}`}
              regainLabel={`Regain ${ability.name}`}
              canUse={uses.left > 0}
              canRegain={uses.spent > 0}
              onUse={() => run(spendAbility, target)}
              onRegain={() => run(regainAbility, target)}
            />
          </span>
        )}
      </div>
      <Collapse expanded={open} className={classes.desc}>
        <Text id={descId} size="sm" c="dimmed">
          {ability.desc}
        </Text>
      </Collapse>
    </li>
  );
}
