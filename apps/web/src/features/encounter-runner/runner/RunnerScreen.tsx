import { Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ApplyMultiplier, RollCard } from '@skald/rules/combat/roll-card';
import { mathRandom } from '@skald/rules/dice/random';
import type { AdvantageMode } from '@skald/rules/dice/roll-d20';
import type { MonsterAbility } from '@skald/rules/monster/monster';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { rememberRunningEncounter } from '../../../lib/encounter/running-encounter.ts';
import { useEncounterSettings } from '../../../lib/encounter-settings.ts';
import { usePageShortcuts } from '../../../lib/page-shortcuts.ts';
import {
  actionForKey,
  type CombatAction,
  type GestureAction,
  listedShortcuts,
  type RunGesture,
  type RunnerContext,
} from '../actions/combat-action.ts';
import { performAction, runGesture, sessionGestures } from '../actions/dispatch.ts';
import { removeReminder } from '../actions/effect-actions.ts';
import { applyRequest, type RequestInput } from '../actions/follower-actions.ts';
import { elementOwnsKey } from '../actions/key-binding.ts';
import { RUNNER_ACTIONS } from '../actions/registry.ts';
import { applyRollCards } from '../actions/roll-card-actions.ts';
import { finishConfirmed } from '../actions/turn-actions.ts';
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
import { RequestArrival } from './RequestArrival.tsx';
import { RollCards } from './RollCards.tsx';
import classes from './Runner.module.css';
import { RunnerNotices } from './RunnerNotices.tsx';
import type { RequestsSource } from './requests-source.ts';
import { showRefusal } from './runner-notices.ts';
import { SidePanel, type SideTab } from './SidePanel.tsx';
import { scrollIntoViewBelow } from './scroll-into-view.ts';
import { TurnBar } from './TurnBar.tsx';
import { undoWithRedo } from './undo-with-redo.ts';
import { useListedKeys } from './use-listed-keys.ts';
import { useRollCards } from './use-roll-cards.ts';
import { useRosterNames } from './use-roster-names.ts';
import { useStableCallback } from './use-stable-callback.ts';
import { useTurnChoice } from './use-turn-choice.ts';

interface RunnerScreenProps {
  session: EncounterSession;
  onReset(): void;
  /** A saved encounter's ids: followers of a broadcast may watch it and send requests. */
  saved?: { campaignId: string; encounterId: string };
}

const RUNNER_SHORTCUTS = listedShortcuts(RUNNER_ACTIONS);
const NO_TARGETS: readonly string[] = [];

/** The screen a GM runs a fight in, whichever session holds the encounter. */
export function RunnerScreen({ session, onReset, saved }: RunnerScreenProps) {
  const snapshot = useSyncExternalStore(session.subscribe, session.snapshot);
  usePageShortcuts(RUNNER_SHORTCUTS);
  const rollCards = useRollCards();
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
  const order = useListedKeys(encounter);
  const turn = `${encounter.round}.${encounter.turn}`;
  // Targets are picked for a turn: the next combatant starts with none.
  const [targets, setTargets] = useTurnChoice<readonly string[]>(turn, NO_TARGETS);
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
      // A reminder notice's Remove acts on the fight as it is then, not as it was when the notice appeared.
      announce(result, (key, reminderKey) => sessionGestures(session, report)(removeReminder, { key, reminderKey }));
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
    [setTargets],
  );
  const context = useMemo<RunnerContext>(
    () => ({ session, snapshot, targets: present, random: mathRandom, report, ui }),
    [session, snapshot, present, report, ui],
  );
  const perform = useStableCallback((action: CombatAction) => performAction(action, context));
  // One stable function for every control: memoised panels keep it across hits.
  const run: RunGesture = useStableCallback(<Input,>(action: GestureAction<Input>, input: Input) => {
    runGesture(context, action, input);
  });

  const onKey = useStableCallback((event: KeyboardEvent) => {
    // A key already used on the way up (Enter on a roll card) is not a shortcut as well.
    if (event.defaultPrevented || elementOwnsKey(event.target, event.key)) return;
    const action = actionForKey(RUNNER_ACTIONS, event, context);
    if (!action) return;
    event.preventDefault();
    performAction(action, context);
  });
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onKey]);

  const undo = useCallback((index: number) => undoWithRedo({ session, report }, index), [session, report]);
  const applyFollowerRequest = useStableCallback(
    (input: RequestInput) => runGesture(context, applyRequest, input)?.ok ?? false,
  );
  const savedCampaign = saved?.campaignId;
  const savedEncounter = saved?.encounterId;
  // The DM screen's initiative panel follows the saved encounter last run in this browser.
  useEffect(() => {
    if (savedCampaign && savedEncounter) {
      rememberRunningEncounter({ campaignId: savedCampaign, encounterId: savedEncounter });
    }
  }, [savedCampaign, savedEncounter]);
  const requests = useMemo<RequestsSource | undefined>(
    () =>
      savedCampaign && savedEncounter
        ? {
            campaignId: savedCampaign,
            encounterId: savedEncounter,
            applyRequest: applyFollowerRequest,
          }
        : undefined,
    [savedCampaign, savedEncounter, applyFollowerRequest],
  );
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
    if (rolled.ok) rollCards.add(rolled.cards);
    else showRefusal(rolled.error);
    return rolled.ok;
  });
  const applyCards = useStableCallback((applied: readonly RollCard[], multiplier: ApplyMultiplier) => {
    const result = runGesture(context, applyRollCards, { cards: applied, multiplier });
    if (result?.ok) rollCards.drop(new Set(applied.map((card) => card.key)));
  });
  const [sideTab, setSideTab] = useState<SideTab>('log');
  const requestsTab = useRef<HTMLButtonElement>(null);
  // A new request's Open requests: the tab opens and takes the focus, brought into view on a phone.
  const openRequests = useCallback(() => {
    setSideTab('requests');
    requestsTab.current?.scrollIntoView({ block: 'center' });
    requestsTab.current?.focus({ preventScroll: true });
  }, []);
  const closeAdding = useCallback(() => setAdding(false), []);
  const askReset = useCallback(() => setConfirming('reset'), []);
  const closeConfirm = useCallback(() => setConfirming(null), []);
  const confirmed = useStableCallback((choice: FightChoice) =>
    choice === 'finish' ? run(finishConfirmed, undefined) : onReset(),
  );

  return (
    <div className={classes.screen}>
      <section ref={barRef} className={classes.bar} aria-label="Round and turn">
        <TurnBar encounter={encounter} context={context} perform={perform} onReset={askReset} />
      </section>
      <div className={classes.order}>
        <InitiativeList
          session={session}
          order={order}
          before={encounter.round === 0}
          currentKey={encounter.currentKey}
          targets={present}
          shownKey={shownKey}
          onToggleTarget={ui.toggleTarget}
          run={run}
          onOpen={open}
        />
      </div>
      <Stack ref={centreRef} className={classes.centre} gap="md">
        <CurrentCombatant
          entity={shown}
          current={current}
          onOpen={open}
          run={run}
          onRoll={roll}
          followers={saved !== undefined}
        />
        <RollCards
          cards={rollCards.cards}
          roster={roster}
          focus={rollCards.focus}
          onChange={rollCards.change}
          onReroll={rollCards.reroll}
          onApply={applyCards}
          onRemove={rollCards.remove}
        />
        <HitPointPanel
          roster={roster}
          currentKey={encounter.currentKey}
          turn={turn}
          targets={present}
          run={run}
          amountRef={amountRef}
        />
        <EffectsPanel targets={present} run={run} />
      </Stack>
      {/* The notices take a place of their own: below the log, or with the phone's quick bar. */}
      {small && (
        <div className={classes.phoneFooter}>
          <RunnerNotices />
          {requests && <RequestArrival source={requests} onOpen={openRequests} />}
          <QuickHitPointBar targets={present} dealer={encounter.currentKey} run={run} />
        </div>
      )}
      <div className={classes.side}>
        <SidePanel
          session={session}
          onUndo={undo}
          requests={requests}
          tab={sideTab}
          onTab={setSideTab}
          requestsTabRef={requestsTab}
        />
        {!small && <RunnerNotices />}
        {!small && requests && <RequestArrival source={requests} onOpen={openRequests} />}
      </div>
      <CommandPalette actions={RUNNER_ACTIONS} context={context} perform={perform} />
      <AddCombatantModal encounter={encounter} opened={adding} onClose={closeAdding} run={run} />
      <ConfirmFightModal choice={confirming} onConfirm={confirmed} onClose={closeConfirm} />
    </div>
  );
}
