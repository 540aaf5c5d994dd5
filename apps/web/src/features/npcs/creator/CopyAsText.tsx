import { Button, Menu } from '@mantine/core';
import type { TextLayout } from '@skald/statblock/text/read-text-stat-block';
import { IconChevronDown, IconCopy } from '@tabler/icons-react';

/** The text layouts a GM pastes elsewhere: a document, a homebrew site, a 2024-style handout. */
const LAYOUTS: { layout: TextLayout; label: string }[] = [
  { layout: 'srd-text', label: 'As the SRD prints it' },
  { layout: 'markdown', label: 'As homebrew markdown' },
  { layout: 'srd-2024', label: 'In the 2024 layout' },
];

/** "Copy as text": the monster written out in a layout of the GM's choice, to paste into another tool. */
export function CopyAsText({ onCopy }: { onCopy: (layout: TextLayout, label: string) => void }) {
  return (
    <Menu position="top-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconCopy size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          Copy as text
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LAYOUTS.map(({ layout, label }) => (
          <Menu.Item key={layout} onClick={() => onCopy(layout, label.toLowerCase())}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
