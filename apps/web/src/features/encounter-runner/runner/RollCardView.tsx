import {
  ActionIcon,
  Button,
  Chip,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  type ApplyMultiplier,
  cardTotal,
  type RollCard,
  rolledTotal,
  rollOutcomes,
  setHit,
  setOverride,
  setSaved,
} from '@skald/rules/combat/roll-card';
import { setCritical } from '@skald/rules/combat/roll-card-choices';
import type { CardDie } from '@skald/rules/combat/roll-card-reroll';
import { mathRandom } from '@skald/rules/dice/random';
import { IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { signed } from '../../../lib/labels.ts';
import { DefenseChip } from './DefenseChip.tsx';
import classes from './Runner.module.css';

interface RollCardViewProps {
  card: RollCard;
  targetName: string;
  /** Set when the keys go to this card: the newest roll's first card, or the next one after one is used. */
  focus: object | null;
  onChange(card: RollCard): void;
  /** A clicked die: rerolled on this card, and on the others of its roll when their dice are shared. */
  onReroll(die: CardDie): void;
  onApply(multiplier: ApplyMultiplier): void;
  onRemove(): void;
}

/**
 * The keys of a focused card: Enter full, Shift+Enter double, Ctrl+Enter half, Backspace removes it.
 * Enter works from the card's toggles and override too; its buttons (a die, Full) keep their own Enter,
 * and a field its Backspace.
 */
function cardKey(event: KeyboardEvent, props: RollCardViewProps): void {
  const onCard = event.target === event.currentTarget;
  const ownEnter = event.target instanceof Element && event.target.closest('button, a[href]') !== null;
  if (!onCard && (event.key !== 'Enter' || ownEnter)) return;
  if (event.key === 'Backspace') props.onRemove();
  else if (event.key !== 'Enter') return;
  else if (event.shiftKey) props.onApply(2);
  else if (event.ctrlKey || event.metaKey) props.onApply(0.5);
  else props.onApply(1);
  event.preventDefault();
}

/** One ability rolled against one target, to check, adjust and apply. */
export function RollCardView(props: RollCardViewProps) {
  const { card, targetName, focus, onChange, onReroll, onApply, onRemove } = props;
  const cardRef = useRef<HTMLDivElement>(null);
  // After a roll the cursor leaves the Roll button for the card, so the next Enter applies, not rolls again.
  useEffect(() => {
    if (focus) cardRef.current?.focus();
  }, [focus]);
  const outcomes = rollOutcomes(card);
  let outcomeIndex = 0;
  return (
    <Stack
      ref={cardRef}
      gap="xs"
      className={classes.card}
      data-roll-card
      tabIndex={0}
      role="group"
      aria-label={`${card.name} against ${targetName}: Enter applies in full, Shift+Enter double, Ctrl+Enter half, Backspace removes`}
      onKeyDown={(event) => cardKey(event, props)}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>
          {card.name} → {targetName}{' '}
          <Text span size="sm" c="dimmed">
            AC {card.target.ac}
          </Text>
        </Text>
        <ActionIcon variant="subtle" color="gray" aria-label={`Remove the ${card.name} card`} onClick={onRemove}>
          <IconX size={16} />
        </ActionIcon>
      </Group>
      {card.actions.map((action, actionIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a card's actions never move
        <Stack key={`${card.key}-${actionIndex}`} gap={4}>
          {action.toHit && (
            <Group gap="xs">
              <Text size="sm">
                To hit {action.toHit.roll.natural} {signed(action.toHit.roll.modifier)} ={' '}
                <b>{action.toHit.roll.total}</b>
                {action.toHit.roll.ignored !== null && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    ({action.toHit.roll.mode}, other die {action.toHit.roll.ignored})
                  </Text>
                )}
              </Text>
              <SegmentedControl
                size="xs"
                aria-label="Hit or miss"
                value={action.toHit.hit ? 'hit' : 'miss'}
                onChange={(value) => onChange(setHit(card, actionIndex, value === 'hit'))}
                data={[
                  { value: 'hit', label: 'Hit' },
                  { value: 'miss', label: 'Miss' },
                ]}
              />
              {/* A natural 20 sets it; the GM sets it for an automatic critical (an unconscious target).
                  Only the dice count twice, where Double would double the modifier too. */}
              {card.criticalSetting !== 'disabled' && (
                <Chip
                  size="xs"
                  color="red"
                  variant="filled"
                  checked={action.toHit.critical}
                  aria-label={`Critical hit: ${card.name} against ${targetName}`}
                  onChange={(critical) => onChange(setCritical(card, actionIndex, critical, mathRandom))}
                >
                  Critical
                </Chip>
              )}
            </Group>
          )}
          {action.save && (
            <Group gap="xs">
              <Text size="sm">
                DC {action.save.dc} {action.save.ability ?? ''} save
                {action.save.roll ? `: ${action.save.roll.total}` : ''}
              </Text>
              <SegmentedControl
                size="xs"
                aria-label="Failed or saved"
                value={action.save.saved ? 'save' : 'fail'}
                onChange={(value) => onChange(setSaved(card, actionIndex, value === 'save'))}
                data={[
                  { value: 'fail', label: 'Fail' },
                  { value: 'save', label: 'Save' },
                ]}
              />
            </Group>
          )}
          {action.rolls.map((cardRoll, rollIndex) => {
            const outcome = outcomes[outcomeIndex++];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: an action's rolls never move
              <Group key={`${card.key}-${actionIndex}-${rollIndex}`} gap={6} wrap="wrap">
                {cardRoll.roll.groups.flatMap((group, groupIndex) =>
                  group.dice.map((die, dieIndex) => (
                    <UnstyledButton
                      // biome-ignore lint/suspicious/noArrayIndexKey: dice are fixed positions in their roll
                      key={`${groupIndex}-${dieIndex}`}
                      className={classes.die}
                      data-dropped={!die.kept || undefined}
                      aria-label={`Reroll d${die.sides} showing ${die.value}`}
                      onClick={() =>
                        onReroll({ action: actionIndex, roll: rollIndex, group: groupIndex, die: dieIndex })
                      }
                    >
                      {die.value}
                    </UnstyledButton>
                  )),
                )}
                {cardRoll.roll.modifier !== 0 && <Text size="sm">{signed(cardRoll.roll.modifier)}</Text>}
                {cardRoll.critical?.extra && (
                  <Text size="sm" c="red">
                    + {cardRoll.critical.extra.total} critical
                  </Text>
                )}
                {outcome && !outcome.landed && outcome.amount === 0 ? (
                  // A miss that does nothing says so, rather than "= 0 slashing".
                  <Text size="sm" c="dimmed">
                    Missed: no damage
                  </Text>
                ) : (
                  <Text size="sm" fw={600}>
                    = {outcome?.amount ?? 0} {cardRoll.ability.damage_type}
                  </Text>
                )}
                {outcome && !outcome.healing && (
                  <DefenseChip card={card} ability={cardRoll.ability} onChange={onChange} />
                )}
              </Group>
            );
          })}
        </Stack>
      ))}
      <Group gap="xs" align="flex-end" justify="space-between">
        <NumberInput
          size="xs"
          label="Override total"
          placeholder={String(rolledTotal(card))}
          min={0}
          allowDecimal={false}
          hideControls
          value={card.override ?? ''}
          onChange={(value) => onChange(setOverride(card, typeof value === 'number' ? value : null))}
          w={110}
        />
        <Text fw={700} aria-live="polite">
          Total {cardTotal(card)}
        </Text>
      </Group>
      <Group gap="xs">
        <Button size="compact-sm" color="red" onClick={() => onApply(1)}>
          Full
        </Button>
        <Button size="compact-sm" variant="light" onClick={() => onApply(0.5)}>
          Half
        </Button>
        <Button size="compact-sm" variant="light" onClick={() => onApply(2)}>
          Double
        </Button>
      </Group>
    </Stack>
  );
}
