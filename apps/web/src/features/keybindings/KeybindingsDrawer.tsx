import { Group, Kbd, Stack, Table, Text } from '@mantine/core';

interface Props {
  shortcuts: { keys: string[]; label: string }[];
}

/** Lists the keyboard shortcuts that work right now. */
export default function KeybindingsDrawer({ shortcuts }: Props) {
  return (
    <Stack gap="sm">
      <Text c="dimmed" fz="sm">
        Shortcuts work anywhere except while typing in a field.
      </Text>
      <Table verticalSpacing="xs" aria-label="Keyboard shortcuts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Keys</Table.Th>
            <Table.Th scope="col">Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shortcuts.map((shortcut) => (
            <Table.Tr key={shortcut.label}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {shortcut.keys.map((key) => (
                    <Kbd key={key}>{key}</Kbd>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{shortcut.label}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
