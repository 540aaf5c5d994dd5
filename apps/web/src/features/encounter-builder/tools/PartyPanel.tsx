import { ActionIcon, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import {
  addPartyRow,
  changePartyRow,
  describeParty,
  PARTY_LIMITS,
  type PartyRow,
  partyLevels,
  removePartyRow,
} from './party-rows.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => String(from + index));
const COUNTS = range(PARTY_LIMITS.countMin, PARTY_LIMITS.countMax);
const LEVELS = range(PARTY_LIMITS.levelMin, PARTY_LIMITS.levelMax);

/** The party as rows of "N characters of level L", each row added, changed and removed on its own. */
export function PartyPanel({ rows, onChange }: { rows: PartyRow[]; onChange(rows: PartyRow[]): void }) {
  const size = partyLevels(rows).length;
  const full = rows.length >= PARTY_LIMITS.rowsMax;
  const limitId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby="party-title">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id="party-title">
          Party
        </Title>
        <Text size="sm" c="dimmed">
          {size} {size === 1 ? 'character' : 'characters'}
        </Text>
      </Group>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={describeParty(rows)}>
        {rows.map((row, index) => (
          <li key={row.key}>
            <Group gap={6} wrap="nowrap" py={4}>
              <Select
                aria-label={`Characters in row ${index + 1}`}
                data={COUNTS}
                value={String(row.count)}
                onChange={(count) => onChange(changePartyRow(rows, row.key, { count }))}
                allowDeselect={false}
                w={68}
                flex="none"
              />
              {/* Fills what the fixed fields leave, so "character" and "characters" keep them in one column. */}
              <Text size="sm" flex={1}>
                {row.count === 1 ? 'character' : 'characters'} of level
              </Text>
              <Select
                aria-label={`Level of row ${index + 1}`}
                data={LEVELS}
                value={String(row.level)}
                onChange={(level) => onChange(changePartyRow(rows, row.key, { level }))}
                allowDeselect={false}
                w={68}
                flex="none"
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove row ${index + 1}`}
                disabled={rows.length === 1}
                onClick={() => onChange(removePartyRow(rows, row.key))}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Group>
          </li>
        ))}
      </ul>
      <Group>
        <Button
          variant="light"
          size="compact-sm"
          disabled={full}
          aria-describedby={full ? limitId : undefined}
          onClick={() => onChange(addPartyRow(rows))}
        >
          Add characters of another level
        </Button>
        {full && (
          <Text size="xs" c="dimmed" id={limitId}>
            A party has at most {PARTY_LIMITS.rowsMax} rows; a row holds up to {PARTY_LIMITS.countMax} characters.
          </Text>
        )}
      </Group>
    </Stack>
  );
}
