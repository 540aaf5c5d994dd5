import { ActionIcon, Menu, Title } from '@mantine/core';
import type { DmScreenPanel } from '@skald/contract/dm-screen';
import {
  IconArrowDown,
  IconArrowLeft,
  IconArrowRight,
  IconArrowsDiagonal,
  IconArrowUp,
  IconDots,
  IconGripVertical,
  IconTrash,
} from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import classes from './DmScreen.module.css';
import { canResize } from './screen-layout.ts';
import type { PointerArrange } from './use-pointer-arrange.ts';

/** A change a panel's menu, keys or handles ask the board for. */
export type PanelChange =
  | { kind: 'move'; by: -1 | 1 }
  | { kind: 'resize'; side: 'width' | 'height'; by: -1 | 1 }
  | { kind: 'remove' };

interface PanelFrameProps {
  panel: DmScreenPanel;
  title: string;
  position: number;
  count: number;
  arrange: PointerArrange;
  /** A change from the panel's menu. */
  onChange(change: PanelChange): void;
  /** A change from an arrow key on a handle, which keeps the focus. */
  onKeyChange(change: PanelChange, control: 'Move' | 'Resize'): void;
  children: ReactNode;
}

/** Arrow keys on the move handle: left or up for earlier, right or down for later. */
function moveKey(event: KeyboardEvent): PanelChange | null {
  if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') return { kind: 'move', by: -1 };
  if (event.key === 'ArrowRight' || event.key === 'ArrowDown') return { kind: 'move', by: 1 };
  return null;
}

/** Arrow keys on the resize handle grow or shrink the panel the way they point. */
function resizeKey(event: KeyboardEvent): PanelChange | null {
  const keys: Record<string, PanelChange> = {
    ArrowRight: { kind: 'resize', side: 'width', by: 1 },
    ArrowLeft: { kind: 'resize', side: 'width', by: -1 },
    ArrowDown: { kind: 'resize', side: 'height', by: 1 },
    ArrowUp: { kind: 'resize', side: 'height', by: -1 },
  };
  return keys[event.key] ?? null;
}

const icon = { size: 16, 'aria-hidden': true } as const;

/** One panel of the DM screen: its title, its handles and menu for arranging it, and what it shows. */
export function PanelFrame(props: PanelFrameProps) {
  const { panel, title, position, count, arrange, onChange, onKeyChange, children } = props;
  const titleId = `dm-panel-${panel.key}`;
  const onKey = (read: (event: KeyboardEvent) => PanelChange | null, control: 'Move' | 'Resize') => {
    return (event: KeyboardEvent) => {
      const change = read(event);
      if (!change) return;
      event.preventDefault();
      onKeyChange(change, control);
    };
  };
  return (
    <li
      className={classes.panel}
      data-panel-key={panel.key}
      data-width={panel.width}
      data-dragging={arrange.dragging === panel.key || undefined}
      style={{ gridRow: `span ${panel.height}` }}
      aria-labelledby={titleId}
    >
      <div className={classes.header}>
        <ActionIcon
          variant="subtle"
          color="gray"
          className={classes.moveHandle}
          aria-label={`Move ${title}`}
          aria-description="Drag, or press the arrow keys, to move the panel earlier or later."
          onKeyDown={onKey(moveKey, 'Move')}
          {...arrange.moveHandle(panel.key)}
        >
          <IconGripVertical {...icon} />
        </ActionIcon>
        <Title order={2} size="h5" id={titleId} className={classes.title}>
          {title}
        </Title>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Arrange ${title}`}>
              <IconDots {...icon} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>
              {title}: place {position} of {count}, {panel.width} wide, {panel.height} tall
            </Menu.Label>
            <Menu.Item
              leftSection={<IconArrowLeft {...icon} />}
              disabled={position === 1}
              onClick={() => onChange({ kind: 'move', by: -1 })}
            >
              Move earlier
            </Menu.Item>
            <Menu.Item
              leftSection={<IconArrowRight {...icon} />}
              disabled={position === count}
              onClick={() => onChange({ kind: 'move', by: 1 })}
            >
              Move later
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconArrowRight {...icon} />}
              disabled={!canResize(panel, 'width', 1)}
              onClick={() => onChange({ kind: 'resize', side: 'width', by: 1 })}
            >
              Wider
            </Menu.Item>
            <Menu.Item
              leftSection={<IconArrowLeft {...icon} />}
              disabled={!canResize(panel, 'width', -1)}
              onClick={() => onChange({ kind: 'resize', side: 'width', by: -1 })}
            >
              Narrower
            </Menu.Item>
            <Menu.Item
              leftSection={<IconArrowDown {...icon} />}
              disabled={!canResize(panel, 'height', 1)}
              onClick={() => onChange({ kind: 'resize', side: 'height', by: 1 })}
            >
              Taller
            </Menu.Item>
            <Menu.Item
              leftSection={<IconArrowUp {...icon} />}
              disabled={!canResize(panel, 'height', -1)}
              onClick={() => onChange({ kind: 'resize', side: 'height', by: -1 })}
            >
              Shorter
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash {...icon} />} onClick={() => onChange({ kind: 'remove' })}>
              Remove panel
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </div>
      <div className={classes.body}>{children}</div>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="sm"
        className={classes.resizeHandle}
        aria-label={`Resize ${title}`}
        aria-description="Drag, or press the arrow keys: right and left for wider and narrower, down and up for taller and shorter."
        onKeyDown={onKey(resizeKey, 'Resize')}
        {...arrange.resizeHandle(panel.key)}
      >
        <IconArrowsDiagonal {...icon} style={{ transform: 'rotate(90deg)' }} />
      </ActionIcon>
    </li>
  );
}
