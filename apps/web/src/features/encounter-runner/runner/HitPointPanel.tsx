import { Button, Checkbox, Group, NumberInput, Select, Stack, Text, Title } from '@mantine/core';
import { DAMAGE_TYPES, type DamageType } from '@skald/rules/constants/damage-types';
import { type ChangeEvent, memo, type RefObject, useCallback, useMemo, useState } from 'react';
import type { RunGesture } from '../actions/combat-action.ts';
import { damageTargets, healTargets } from '../actions/hit-point-actions.ts';
import classes from './Runner.module.css';
import type { RosterName } from './use-roster-names.ts';
import { useTurnChoice } from './use-turn-choice.ts';

const ENVIRONMENT = 'environment';
/**
 * Memoised: a closed Select still draws every option, and the dealer list holds every combatant, so
 * the selects redraw only when their own value or list changes, not on each typed digit or hit.
 */
const QuietSelect = memo(Select<string>);
const DAMAGE_TYPE_OPTIONS = DAMAGE_TYPES.map((type) => ({
  value: type,
  label: type[0]?.toUpperCase() + type.slice(1),
}));

/** Who the damage or healing goes to, by name. */
const TargetNames = memo(function TargetNames({
  roster,
  targets,
}: {
  roster: readonly RosterName[];
  targets: readonly string[];
}) {
  return (
    <Text size="sm" c="dimmed">
      {targets.length === 0
        ? 'Pick targets in the turn order.'
        : `Targets: ${targets.map((key) => roster.find((entity) => entity.key === key)?.name ?? key).join(', ')}`}
    </Text>
  );
});

const QuietCheckbox = memo(Checkbox);

/** One element for every draw, so React skips it. */
const HEADING = (
  <Title order={2} size="h4" id="hit-points-title">
    Damage and healing
  </Title>
);

interface HitPointPanelProps {
  roster: readonly RosterName[];
  /** Whose turn it is: the dealer unless another is chosen for this turn. */
  currentKey: string | null;
  /** Which turn of the fight this is ("round.turn"): a dealer chosen out of turn, the damage type and magic last only for it. */
  turn: string;
  targets: readonly string[];
  run: RunGesture;
  /** Where Enter puts the cursor from anywhere on the screen. */
  amountRef: RefObject<HTMLInputElement | null>;
}

/**
 * Manual damage and healing for the selected targets, dealt by the combatant whose turn it is, another
 * one (out of turn), or the environment. A damage type brings the targets' defenses in. Memoised on
 * names rather than the encounter, so hits do not redraw it; of its own changes, clearing the amount
 * after a hit redraws the amount and the buttons, not the names and checkboxes.
 */
export const HitPointPanel = memo(function HitPointPanel({
  roster,
  currentKey,
  turn,
  targets,
  run,
  amountRef,
}: HitPointPanelProps) {
  const [amount, setAmount] = useState<number | string>('');
  // What hit the last combatant's targets is not what the next one deals: type and magic last a turn.
  const [damageType, setDamageType] = useTurnChoice<string | null>(turn, null);
  const [magical, setMagical] = useTurnChoice(turn, false);
  const [critical, setCritical] = useState(false);
  const [chosenDealer, setChosenDealer] = useState<{ key: string; turn: string } | null>(null);
  // Out-of-turn damage is the exception: the next turn deals as its own combatant again.
  const dealer = chosenDealer?.turn === turn ? chosenDealer.key : null;
  const chooseDealer = useCallback((key: string | null) => setChosenDealer(key ? { key, turn } : null), [turn]);
  const by = (dealer ?? currentKey ?? ENVIRONMENT) === ENVIRONMENT ? null : (dealer ?? currentKey);
  const dealers = useMemo(
    () => [
      ...roster.map((entity) => ({ value: entity.key, label: entity.name })),
      { value: ENVIRONMENT, label: 'The environment' },
    ],
    [roster],
  );
  const checkMagical = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => setMagical(event.currentTarget.checked),
    [setMagical],
  );
  const checkCritical = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => setCritical(event.currentTarget.checked),
    [],
  );
  const value = typeof amount === 'number' ? amount : Number.NaN;
  const ready = targets.length > 0 && Number.isFinite(value) && value >= 0;

  const send = (kind: 'damage' | 'heal') => {
    if (!ready) return;
    const choice = { amount: value, by, critical, damageType: damageType as DamageType | null, magical };
    // Every picked target in one command: one log entry, one undo.
    run(kind === 'heal' ? healTargets : damageTargets, choice);
    setAmount('');
    // A critical is one hit's luck, not a setting: the next hit starts as an ordinary one.
    setCritical(false);
    // Back to the screen's shortcuts: the next key can pick a target or move the turn on.
    amountRef.current?.blur();
  };

  return (
    <Stack gap="xs" className={classes.panel} component="section" aria-labelledby="hit-points-title">
      {HEADING}
      <TargetNames roster={roster} targets={targets} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send('damage');
        }}
      >
        <Group gap="xs" align="flex-end" wrap="wrap">
          <NumberInput
            ref={amountRef}
            label="Amount"
            min={0}
            value={amount}
            onChange={setAmount}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && event.shiftKey) {
                event.preventDefault();
                send('heal');
              }
            }}
            className={classes.amount}
            allowDecimal={false}
            hideControls
          />
          <QuietSelect
            label="Damage type"
            placeholder="None"
            data={DAMAGE_TYPE_OPTIONS}
            value={damageType}
            onChange={setDamageType}
            clearable
            className={classes.damageType}
          />
          <QuietSelect
            label="Dealt by"
            data={dealers}
            value={dealer ?? currentKey ?? ENVIRONMENT}
            onChange={chooseDealer}
            allowDeselect={false}
            className={classes.dealer}
          />
        </Group>
        <Group gap="md" mt="xs">
          <QuietCheckbox label="Magical" checked={magical} onChange={checkMagical} />
          <QuietCheckbox label="Critical" checked={critical} onChange={checkCritical} />
        </Group>
        <Group gap="xs" mt="sm">
          <Button type="submit" color="red" disabled={!ready}>
            Damage (Enter)
          </Button>
          <Button color="green" variant="light" disabled={!ready} onClick={() => send('heal')}>
            Heal (Shift+Enter)
          </Button>
        </Group>
      </form>
    </Stack>
  );
});
