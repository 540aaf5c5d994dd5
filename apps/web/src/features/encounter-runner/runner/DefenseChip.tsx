import { ActionIcon, Badge, Menu } from '@mantine/core';
import { defensesAgainst } from '@skald/rules/combat/defenses';
import type { AbilityRoll, DefenseChoice, RollCard } from '@skald/rules/combat/roll-card';
import { setDefense } from '@skald/rules/combat/roll-card-choices';
import { IconCheck, IconShield } from '@tabler/icons-react';

const CHOICE_WORDS: Record<DefenseChoice, string> = {
  none: 'no defense',
  resistant: 'resistant',
  vulnerable: 'vulnerable',
  immune: 'immune',
};

/** The menu's entries: what each choice does to the damage, in the order a GM reaches for them. */
const CHOICES: { choice: DefenseChoice; label: string }[] = [
  { choice: 'none', label: 'No defense: full damage' },
  { choice: 'resistant', label: 'Resistant: half' },
  { choice: 'vulnerable', label: 'Vulnerable: double' },
  { choice: 'immune', label: 'Immune: no damage' },
];

interface DefenseChipProps {
  card: RollCard;
  ability: AbilityRoll;
  onChange(card: RollCard): void;
}

/**
 * The target's defense against one roll's damage type, and the GM's way to change it for this card: a
 * listed resistance a silvered blade gets past, or one the stat block lacks (a raging barbarian). Outlined
 * while it is the stat block's, filled once the GM chose; with nothing listed it is a small shield.
 */
export function DefenseChip({ card, ability, onChange }: DefenseChipProps) {
  const type = ability.damage_type;
  const listed = defensesAgainst(card.target, type, ability.magical).join(' and ');
  const chosen = card.defenseChoices?.[type];
  const shown = chosen === undefined ? listed : CHOICE_WORDS[chosen];
  const whose = chosen === undefined ? 'as listed' : 'your choice';
  const name = shown ? `Defense against ${type}: ${shown}, ${whose}` : `Defense against ${type}: none listed`;
  const pick = (choice: DefenseChoice | null) => onChange(setDefense(card, type, choice));
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        {shown ? (
          <Badge
            component="button"
            type="button"
            size="xs"
            variant={chosen === undefined ? 'outline' : 'filled'}
            aria-label={name}
            title={name}
            style={{ cursor: 'pointer' }}
          >
            {shown}
          </Badge>
        ) : (
          <ActionIcon size="xs" variant="subtle" color="gray" aria-label={name} title={name}>
            <IconShield size={14} />
          </ActionIcon>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Defense against {type} on this card</Menu.Label>
        {CHOICES.map(({ choice, label }) => (
          <Menu.Item
            key={choice}
            leftSection={chosen === choice ? <IconCheck size={14} /> : null}
            onClick={() => pick(choice)}
          >
            {label}
          </Menu.Item>
        ))}
        <Menu.Item leftSection={chosen === undefined ? <IconCheck size={14} /> : null} onClick={() => pick(null)}>
          As the stat block says: {listed || 'none'}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
