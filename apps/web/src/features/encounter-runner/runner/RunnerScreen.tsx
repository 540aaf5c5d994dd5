import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ApplyMultiplier, RollCard } from '@skald/rules/combat/roll-card';
import { type CardDie, rerollSharedDie } from '@skald/rules/combat/roll-card-reroll';
import { mathRandom } from '@skald/rules/dice/random';
import type { AdvantageMode } from '@skald/rules/dice/roll-d20';
import type { EncounterCommand } from '@skald/rules/encounter/commands';
import type { MonsterAbility } from '@skald/rules/monster/monster';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useEncounterSettings } from '../../../lib/encounter-settings.ts';
import { usePageShortcuts } from '../../../lib/page-shortcuts.ts';
import { actionForKey, type CombatAction, listedShortcuts, type RunnerContext } from '../actions/combat-action.ts';
import { elementOwnsKey } from '../actions/key-binding.ts';
import { SCREEN_ACTIONS } from '../actions/screen-actions.ts';
import { TARGET_ACTIONS } from '../actions/target-actions.ts';
import { finishConfirmed, TURN_ACTIONS } from '../actions/turn-actions.ts';
import type { EncounterSession, SessionResult } from '../session/encounter-session.ts';
import { AddCombatantModal } from './AddCombatantModal.tsx';
import { abilityCards } from './ability-cards.ts';
import { announce } from './announce-events.ts';
import { CommandPalette, openCommandPalette } from './CommandPalette.tsx';
import { ConfirmFightModal, type FightChoice } from './ConfirmFightModal.tsx';
import { CurrentCombatant } from './CurrentCombatant.tsx';
import { EffectsPanel } from './EffectsPanel.tsx';
import { HitPointPanel } from './HitPointPanel.tsx';
import { InitiativeList } from './InitiativeList.tsx';
import { QuickHitPointBar } from './QuickHitPointBar.tsx';
import { RollCards } from './RollCards.tsx';
import classes from './Runner.module.css';
import { RunnerNotices } from './RunnerNotices.tsx';
import { showRefusal } from './runner-notices.ts';
import { SidePanel } from './SidePanel.tsx';
import { scrollIntoViewBelow } from './scroll-into-view.ts';
import { TurnBar } from './TurnBar.tsx';
import { useRosterNames } from './use-roster-names.ts';
import { useStableCallback } from './use-stable-callback.ts';

interface RunnerScreenProps {
  session: EncounterSession;
  onReset(): void;
}

/** Every action the keyboard and the command palette reach on this screen, in the order they are tried. */
const RUNNER_ACTIONS = [...TURN_ACTIONS, ...SCREEN_ACTIONS, ...TARGET_ACTIONS];
const RUNNER_SHORTCUTS = listedShortcuts(RUNNER_ACTIONS);

/** The screen a GM runs a fight in, whichever session holds the encounter. */
export function RunnerScreen({ session, onReset }: RunnerScreenProps) {
  const snapshot = useSyncExternalStore(session.subscribe, session.snapshot);
  usePageShortcuts(RUNNER_SHORTCUTS);
  const [targets, setTargets] = useState<string[]>([]);
  const [cards, setCards] = useState<RollCard[]>([]);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<FightChoice | null>(null);
  // The combatant opened from the turn order, for the turn it was opened in: the next turn shows its own.
  const [opened, setOpened] = useState<{ key: string; turn: string } | null>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const centreRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLElement>(null);
  const small = useMediaQuery('(max-width: 575.98px)') ?? false;
  const { encounter } = snapshot;
  // The signed-in GM's encounter settings (critical hits, automation); the defaults for a visitor.
  const settings = useEncounterSettings();
  useEffect(() => session.setAutomate(settings.automate), [session, settings.automate]);
  const roster = useRosterNames(encounter.entities);
  const turn = `${encounter.round}.${encounter.turn}`;
  const currentKey = encounter.round > 0 ? encounter.currentKey : null;
  const openedKey = opened?.turn === turn && roster.some((entity) => entity.key === opened.key) ? opened.key : null;
  const shownKey = openedKey ?? currentKey;
  const shown = encounter.entities.find((entity) => entity.key === shownKey);
  const currentName = roster.find((entity) => entity.key === currentKey)?.name;
  const current = useMemo(
    () => (currentKey && currentName && shownKey !== currentKey ? { key: currentKey, name: currentName } : null),
    [currentKey, currentName, shownKey],
  );
  const open = useStableCallback((key: string) => {
    setOpened(key === currentKey ? null : { key, turn });
    // On a phone the panel sits below the turn order, out of sight once the list is long.
    if (small && centreRef.current && barRef.current) scrollIntoViewBelow(centreRef.current, barRef.current);
  });
  // A combatant that left the encounter is no longer a target. Kept as the same array while it holds
  // the same keys, like the handlers below, so memoised rows skip the redraw.
  const present = useMemo(
    () => targets.filter((key) => roster.some((entity) => entity.key === key)),
    [targets, roster],
  );
  const report = useCallback(
    function report(result: SessionResult) {
      announce(result, (key, reminderKey) => report(session.apply({ type: 'remove-reminder', key, reminderKey })));
    },
    [session],
  );
  const ui = useMemo(
    () => ({
      toggleTarget: (key: string) =>
        setTargets((picked) => (picked.includes(key) ? picked.filter((other) => other !== key) : [...picked, key])),
      focusAmount: () => amountRef.current?.focus(),
      openPalette: openCommandPalette,
      openAddCombatant: () => setAdding(true),
      confirmFinish: () => setConfirming('finish'),
    }),
    [],
  );
  const context = useMemo<RunnerContext>(
    () => ({ session, snapshot, targets: present, random: mathRandom, report, ui }),
    [session, snapshot, present, report, ui],
  );
  const perform = useStableCallback((action: CombatAction) => action.perform(context));

  const onKey = useStableCallback((event: KeyboardEvent) => {
    if (elementOwnsKey(event.target, event.key)) return;
    const action = actionForKey(RUNNER_ACTIONS, event, context);
    if (!action) return;
    event.preventDefault();
    action.perform(context);
  });
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onKey]);

  const apply = useCallback((command: EncounterCommand) => report(session.apply(command)), [session, report]);
  const setInitiative = useCallback(
    (key: string, initiative: number) => apply({ type: 'set-initiative', key, initiative }),
    [apply],
  );
  const undo = useCallback((index: number) => report(session.undo(index)), [session, report]);
  const roll = useStableCallback((ability: MonsterAbility, advantage: AdvantageMode): boolean => {
    if (!shownKey) return false;
    const rolled = abilityCards(encounter, {
      // The shown combatant rolls: whose turn it is, or one opened to act out of turn (a reaction).
      actor: shownKey,
      ability,
      targets: present,
      advantage,
      criticalSetting: settings.critical,
      random: mathRandom,
    });
    if (rolled.ok) setCards((shown) => [...rolled.cards, ...shown]);
    else showRefusal(rolled.error);
    return rolled.ok;
  });
  const applyCard = useCallback(
    (card: RollCard, multiplier: ApplyMultiplier) => {
      const result = session.apply({ type: 'apply-roll-card', card, multiplier });
      report(result);
      if (result.ok) setCards((shown) => shown.filter((other) => other.key !== card.key));
    },
    [session, report],
  );
  const changeCard = useCallback(
    (card: RollCard) => setCards((shown) => shown.map((other) => (other.key === card.key ? card : other))),
    [],
  );
  const rerollCard = useCallback(
    (card: RollCard, die: CardDie) =>
      setCards((shown) => {
        const result = rerollSharedDie(shown, card.key, die, mathRandom);
        return result.ok ? result.cards : shown;
      }),
    [],
  );
  const removeCard = useCallback(
    (card: RollCard) => setCards((shown) => shown.filter((other) => other.key !== card.key)),
    [],
  );
  const closeAdding = useCallback(() => setAdding(false), []);
  const askReset = useCallback(() => setConfirming('reset'), []);
  const closeConfirm = useCallback(() => setConfirming(null), []);
  const confirmed = useStableCallback((choice: FightChoice) =>
    choice === 'finish' ? finishConfirmed(context) : onReset(),
  );

  return (
    <div className={classes.screen}>
      <section ref={barRef} className={classes.bar} aria-label="Round and turn">
        <TurnBar encounter={encounter} context={context} perform={perform} onReset={askReset} />
      </section>
      <div className={classes.order}>
        <InitiativeList
          encounter={encounter}
          targets={present}
          shownKey={shownKey}
          onToggleTarget={ui.toggleTarget}
          onInitiative={setInitiative}
          onOpen={open}
        />
      </div>
      <Stack ref={centreRef} className={classes.centre} gap="md">
        <CurrentCombatant entity={shown} current={current} onOpen={open} apply={apply} onRoll={roll} />
        <RollCards
          cards={cards}
          roster={roster}
          onChange={changeCard}
          onReroll={rerollCard}
          onApply={applyCard}
          onRemove={removeCard}
        />
        <HitPointPanel
          roster={roster}
          currentKey={encounter.currentKey}
          turn={turn}
          targets={present}
          apply={apply}
          amountRef={amountRef}
        />
        <EffectsPanel targets={present} apply={apply} />
      </Stack>
      {/* The notices take a place of their own: below the log, or with the phone's quick bar. */}
      {small && (
        <div className={classes.phoneFooter}>
          <RunnerNotices />
          <QuickHitPointBar targets={present} dealer={encounter.currentKey} apply={apply} />
        </div>
      )}
      <div className={classes.side}>
        <SidePanel session={session} onUndo={undo} />
        {!small && <RunnerNotices />}
      </div>
      <CommandPalette actions={RUNNER_ACTIONS} context={context} perform={perform} />
      <AddCombatantModal encounter={encounter} opened={adding} onClose={closeAdding} apply={apply} />
      <ConfirmFightModal choice={confirming} onConfirm={confirmed} onClose={closeConfirm} />
    </div>
  );
}
