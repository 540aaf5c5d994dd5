import { Alert, Box, Button, Group, Loader, Menu, Stack, Title } from '@mantine/core';
import { DM_SCREEN_PANEL_KINDS, type DmScreenPanelKind, MAX_DM_SCREEN_PANELS } from '@skald/contract/dm-screen';
import { IconChevronDown, IconLayoutGridAdd, IconRestore } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import '../../lib/visually-hidden.css';
import classes from './DmScreen.module.css';
import { NotesPanel } from './NotesPanel.tsx';
import { type PanelChange, PanelFrame } from './PanelFrame.tsx';
import { RemoveNoteConfirm } from './RemoveNoteConfirm.tsx';
import { SaveStatus } from './SaveStatus.tsx';
import {
  addPanel,
  canAddPanel,
  movePanel,
  movePanelTo,
  newPanelKey,
  PANEL_NAMES,
  panelTitles,
  removePanel,
  resetLayout,
  resizePanel,
  writeNote,
} from './screen-layout.ts';
import { useDmScreen } from './use-dm-screen.ts';
import { usePointerArrange } from './use-pointer-arrange.ts';

/** What the app puts in each kind of panel but notes, which the screen keeps itself. */
export type PanelContents = Record<Exclude<DmScreenPanelKind, 'notes'>, ReactNode>;

const ROW_HEIGHT_PX = 180;
const GAP_PX = 12;

/** Which control of which panel takes the focus back after a change redrew the grid. */
type Refocus = { key: string; control: 'Move' | 'Resize' | 'Arrange' } | 'add' | null;

/**
 * /tools/dm-screen: the GM's panels in a grid they arrange by mouse (drag the grip, drag the corner) or by
 * keyboard (arrow keys on the same handles, or each panel's menu), kept per user.
 */
export function DmScreenPage({ content }: { content: PanelContents }) {
  const { screen, loadError, save, change, saveNow, retryLoad } = useDmScreen();
  const grid = useRef<HTMLUListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const refocus = useRef<Refocus>(null);
  const titles = screen ? panelTitles(screen) : new Map<string, string>();

  const arrange = usePointerArrange(
    grid,
    (key, target) =>
      change((now) =>
        movePanelTo(
          now,
          key,
          now.panels.findIndex((panel) => panel.key === target),
        ),
      ),
    (key, size) => change((now) => resizePanel(now, key, size)),
  );

  // Moving a panel moves its element, and a moved element loses the focus: give it back.
  useLayoutEffect(() => {
    const wanted = refocus.current;
    refocus.current = null;
    if (wanted === 'add') addButton.current?.focus();
    else if (wanted) {
      const title = titles.get(wanted.key);
      grid.current
        ?.querySelector<HTMLElement>(`[data-panel-key="${wanted.key}"] [aria-label="${wanted.control} ${title}"]`)
        ?.focus();
    }
  });

  if (loadError || !screen) {
    return (
      <Box p="md">
        {loadError ? (
          <Alert color="red" title="Your DM screen could not be loaded" role="alert">
            {loadError}{' '}
            <Button variant="subtle" size="compact-sm" onClick={retryLoad}>
              Try again
            </Button>
          </Alert>
        ) : (
          <Loader aria-label="Loading your DM screen" />
        )}
      </Box>
    );
  }

  const apply = (key: string, request: PanelChange, control: 'Move' | 'Resize' | 'Arrange') => {
    const title = titles.get(key) ?? 'Panel';
    if (request.kind === 'remove') {
      const panel = screen.panels.find((one) => one.key === key);
      if (panel?.note?.trim()) {
        setConfirming(key);
        return;
      }
      change((now) => removePanel(now, key));
      setAnnouncement(`${title} removed.`);
      refocus.current = 'add';
      return;
    }
    refocus.current = { key, control };
    if (request.kind === 'move') {
      change((now) => movePanel(now, key, request.by));
      const position = screen.panels.findIndex((panel) => panel.key === key) + 1 + request.by;
      const place = Math.min(Math.max(position, 1), screen.panels.length);
      setAnnouncement(`${title} is at place ${place} of ${screen.panels.length}.`);
      return;
    }
    const panel = screen.panels.find((one) => one.key === key);
    if (!panel) return;
    const size = { width: panel.width, height: panel.height, [request.side]: panel[request.side] + request.by };
    change((now) => resizePanel(now, key, size));
    setAnnouncement(`${title} is ${Math.max(size.width, 1)} wide and ${Math.max(size.height, 1)} tall.`);
  };

  const add = (kind: DmScreenPanelKind) => {
    const key = newPanelKey(screen, kind);
    change((now) => addPanel(now, kind, key));
    setAnnouncement(`${PANEL_NAMES[kind]} panel added at the end.`);
    refocus.current = { key, control: 'Move' };
  };

  const full = !canAddPanel(screen);
  return (
    <Stack gap="md" className={classes.board} p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" gap="sm">
        <Title order={1}>DM screen</Title>
        <Group gap="xs">
          <SaveStatus save={save} onRetry={saveNow} />
          {/* The menu gives the focus back itself: to the new panel after a pick (Mantine's own return, 10 ms after
              closing, would take it from there), to this button after Escape. */}
          <Menu
            position="bottom-end"
            returnFocus={false}
            onClose={() => {
              if (refocus.current === null) addButton.current?.focus();
            }}
          >
            <Menu.Target>
              <Button
                ref={addButton}
                variant="light"
                leftSection={<IconLayoutGridAdd size={16} aria-hidden="true" />}
                rightSection={<IconChevronDown size={14} aria-hidden="true" />}
              >
                Add panel
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {full && <Menu.Label>At most {MAX_DM_SCREEN_PANELS} panels: remove one first.</Menu.Label>}
              {DM_SCREEN_PANEL_KINDS.map((kind) => (
                <Menu.Item key={kind} disabled={full} onClick={() => add(kind)}>
                  {PANEL_NAMES[kind]}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Button
            variant="default"
            leftSection={<IconRestore size={16} aria-hidden="true" />}
            onClick={() => {
              change(resetLayout);
              setAnnouncement('Layout reset; your notes are kept.');
            }}
          >
            Reset layout
          </Button>
        </Group>
      </Group>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
      <ul
        ref={grid}
        className={classes.grid}
        aria-label="Panels"
        style={{ '--dm-row-height': `${ROW_HEIGHT_PX}px`, '--dm-gap': `${GAP_PX}px` } as CSSProperties}
      >
        {screen.panels.map((panel, index) => {
          const title = titles.get(panel.key) ?? PANEL_NAMES[panel.kind];
          return (
            <PanelFrame
              key={panel.key}
              panel={panel}
              title={title}
              position={index + 1}
              count={screen.panels.length}
              arrange={arrange}
              onChange={(request) => apply(panel.key, request, 'Arrange')}
              onKeyChange={(request, control) => apply(panel.key, request, control)}
            >
              {confirming === panel.key ? (
                <RemoveNoteConfirm
                  title={title}
                  onRemove={() => {
                    setConfirming(null);
                    change((now) => removePanel(now, panel.key));
                    setAnnouncement(`${title} removed.`);
                    refocus.current = 'add';
                  }}
                  onKeep={() => {
                    setConfirming(null);
                    refocus.current = { key: panel.key, control: 'Arrange' };
                  }}
                />
              ) : panel.kind === 'notes' ? (
                <NotesPanel
                  title={title}
                  note={panel.note ?? ''}
                  onWrite={(note) => change((now) => writeNote(now, panel.key, note))}
                />
              ) : (
                content[panel.kind]
              )}
            </PanelFrame>
          );
        })}
      </ul>
    </Stack>
  );
}
