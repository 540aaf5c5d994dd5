import '@mantine/spotlight/styles.css';
import { Group, Kbd, Modal, Text } from '@mantine/core';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { memo, useState, useSyncExternalStore } from 'react';
import type { CombatAction, RunnerContext } from '../actions/combat-action.ts';
import { paletteEntries } from '../actions/palette-entries.ts';
import classes from './CommandPalette.module.css';

/** One palette for the runner; its own store, so no other spotlight on the page can open it. */
const [paletteStore, palette] = createSpotlight();

export const openCommandPalette = palette.open;

const LIST_ID = 'command-palette-actions';
const optionId = (name: string) => `command-palette-${name}`;

interface CommandPaletteProps {
  actions: readonly CombatAction[];
  context: RunnerContext;
  /** Runs the chosen action; it keeps its identity, so a closed palette is not redrawn by new handlers. */
  perform(action: CombatAction): void;
}

const isOpen = () => paletteStore.getState().opened;

/**
 * The searchable list of every combat action, from the same list as the keys and buttons. Arrow keys
 * choose, Enter runs, Esc closes. Its own Ctrl+K is off: the runner's action list owns that key, so it
 * never fires while typing in a field.
 */
export function CommandPalette(props: CommandPaletteProps) {
  const opened = useSyncExternalStore(paletteStore.subscribe, isOpen);
  return <PaletteDialog {...props} opened={opened} />;
}

/**
 * Closed, the palette shows nothing of the fight, so changes to the fight redraw it only while it is
 * open; it opens with the rows as they are then.
 */
const PaletteDialog = memo(
  function PaletteDialog({ actions, context, perform }: CommandPaletteProps & { opened: boolean }) {
    const [query, setQuery] = useState('');
    // Spotlight moves its selection without telling subscribers, so it is read back after each key and
    // query change (its own handlers run first), for screen readers' active option.
    const [selected, setSelected] = useState(-1);
    const readSelection = () => setTimeout(() => setSelected(paletteStore.getState().selected));
    const entries = paletteEntries(actions, context, query);
    const active = entries[selected];
    return (
      <Spotlight.Root
        store={paletteStore}
        shortcut={null}
        query={query}
        onQueryChange={(typed) => {
          setQuery(typed);
          readSelection();
        }}
        onSpotlightOpen={() => setSelected(-1)}
        // Focus stays where the action put it (the amount), or on the page, where the shortcuts work.
        returnFocus={false}
        scrollable
        maxHeight={420}
      >
        <Modal.Title className="visually-hidden">Command palette</Modal.Title>
        <Spotlight.Search
          placeholder="Search the combat actions…"
          aria-label="Search the combat actions"
          role="combobox"
          aria-expanded
          aria-controls={LIST_ID}
          aria-autocomplete="list"
          aria-activedescendant={active ? optionId(active.action.name) : undefined}
          onKeyDown={readSelection}
        />
        <Spotlight.ActionsList id={LIST_ID} role="listbox" aria-label="Combat actions">
          {entries.map((entry, index) => (
            <Spotlight.Action
              key={entry.action.name}
              // Spotlight.Action drops an id prop; the active option needs one to be pointed at.
              ref={(option) => {
                if (option) option.id = optionId(entry.action.name);
              }}
              role="option"
              aria-selected={index === selected}
              aria-disabled={!entry.enabled || undefined}
              disabled={!entry.enabled}
              className={classes.action}
              // Dimmed keys on the selected row's colour would be unreadable.
              dimmedSections={false}
              label={entry.label}
              description={entry.enabled ? undefined : entry.availableWhen}
              rightSection={
                entry.keys.length > 0 ? (
                  <Group gap={4} wrap="nowrap" aria-hidden>
                    {entry.keys.map((name) => (
                      <Kbd key={name} size="xs">
                        {name}
                      </Kbd>
                    ))}
                  </Group>
                ) : undefined
              }
              onClick={() => perform(entry.action)}
            />
          ))}
          {entries.length === 0 && <Spotlight.Empty>No action matches “{query}”.</Spotlight.Empty>}
        </Spotlight.ActionsList>
        <Spotlight.Footer>
          <Text size="xs" c="dimmed">
            ↑ ↓ choose · Enter runs · Esc closes
          </Text>
        </Spotlight.Footer>
      </Spotlight.Root>
    );
  },
  (before, after) =>
    before.opened === after.opened &&
    before.actions === after.actions &&
    before.perform === after.perform &&
    (before.context === after.context || !after.opened),
);
