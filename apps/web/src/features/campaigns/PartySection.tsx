import { ActionIcon, Avatar, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './Campaign.module.css';

export interface PartySectionProps {
  /** 'Players', 'Companions'. */
  title: string;
  /** One of them, in lower case: 'player', 'companion'. */
  noun: string;
  /** The ids in the campaign. */
  members: string[];
  /** Everyone of this kind in the user's library, by id. */
  names: Map<string, string>;
  /** Those of the library not in the campaign yet. */
  options: { value: string; label: string }[];
  /** What to say when the library has none of this kind. */
  noneInLibrary: string;
  /** Players show an initials avatar beside their name. */
  withAvatar?: boolean;
  saving: boolean;
  onAdd: (id: string, name: string) => void;
  onRemove: (id: string, name: string) => void;
}

/** One half of a campaign's party: who is in it, each with a remove button, and a picker to add more. */
export function PartySection({
  title,
  noun,
  members,
  names,
  options,
  noneInLibrary,
  withAvatar = false,
  saving,
  onAdd,
  onRemove,
}: PartySectionProps) {
  const [choice, setChoice] = useState<string | null>(null);
  const headingId = `campaign-${noun}s`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {members.length === 0 ? (
        <Text c="dimmed">No {noun}s in this campaign yet.</Text>
      ) : (
        <Stack gap="xs" component="ul" className={classes.list}>
          {members.map((id) => {
            const name = names.get(id) ?? `A ${noun}`;
            return (
              <Group key={id} component="li" justify="space-between" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  {withAvatar && <Avatar size="sm" name={name} color="initials" />}
                  <Text fw={600}>{name}</Text>
                </Group>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${name} from the campaign`}
                  loading={saving}
                  onClick={() => onRemove(id, name)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
      )}
      {names.size === 0 ? (
        <Text size="sm" c="dimmed">
          {noneInLibrary}
        </Text>
      ) : (
        <Group gap="sm" align="flex-end">
          <Select
            flex={1}
            miw={200}
            label={`Add a ${noun}`}
            placeholder={options.length > 0 ? `Choose one of your ${noun}s` : `Every ${noun} is in`}
            data={options}
            value={choice}
            onChange={setChoice}
            searchable
            disabled={options.length === 0}
          />
          <Button
            disabled={!choice}
            loading={saving}
            onClick={() => {
              if (!choice) return;
              setChoice(null);
              onAdd(choice, names.get(choice) ?? `The ${noun}`);
            }}
          >
            Add {noun}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
