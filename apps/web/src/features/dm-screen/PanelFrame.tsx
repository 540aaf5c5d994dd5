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

interface ArrangeItem {
  label: string;
  icon: ReactNode;
  change: PanelChange;
  disabled: boolean;
}

/** The panel menu's moves, each disabled at its end of the reading order. */
function moveItems(position: number, count: number): ArrangeItem[] {
  return [
    {
      label: 'Move earlier',
      icon: <IconArrowLeft {...icon} />,
      change: { kind: 'move', by: -1 },
      disabled: position === 1,
    },
    {
      label: 'Move later',
      icon: <IconArrowRight {...icon} />,
      change: { kind: 'move', by: 1 },
      disabled: position === count,
    },
  ];
}

/** The panel menu's sizes, each disabled where the panel can grow or shrink no further. */
function sizeItems(panel: DmScreenPanel): ArrangeItem[] {
  const resize = (label: string, side: 'width' | 'height', by: 1 | -1, shown: ReactNode): ArrangeItem => ({
    label,
    icon: shown,
    change: { kind: 'resize', side, by },
    disabled: !canResize(panel, side, by),
  });
  return [
    resize('Wider', 'width', 1, <IconArrowRight {...icon} />),
    resize('Narrower', 'width', -1, <IconArrowLeft {...icon} />),
    resize('Taller', 'height', 1, <IconArrowDown {...icon} />),
    resize('Shorter', 'height', -1, <IconArrowUp {...icon} />),
  ];
}

/** One panel of the DM screen: its title, its handles and menu for arranging it, and what it shows. */
export function PanelFrame(props: PanelFrameProps) {
  const { panel, title, position, count, arrange, onChange, onKeyChange, children } = props;
  const titleId = `dm-panel-${panel.key}`;
  const moves = moveItems(position, count);
  const sizes = sizeItems(panel);
  const menuItem = (item: ArrangeItem) => (
    <Menu.Item key={item.label} leftSection={item.icon} disabled={item.disabled} onClick={() => onChange(item.change)}>
      {item.label}
    </Menu.Item>
  );
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
            {moves.map(menuItem)}
            <Menu.Divider />
            {sizes.map(menuItem)}
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
