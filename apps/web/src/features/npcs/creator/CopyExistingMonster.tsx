import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCopy } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { MonsterChoiceLabel } from '../../../components/encounter/MonsterChoiceLabel.tsx';
import { type MonsterChoice, useMonsterChoices } from '../../../components/encounter/monster-choices.ts';
import { useSession } from '../../../lib/session.tsx';
import type { NpcFormValues } from '../npc-form.ts';
import { fillFromCopy } from './creator-fill.ts';
import classes from './MonsterCreator.module.css';

interface CopyExistingMonsterProps {
  /** A monster was chosen: the page fills the form with it (asking first over changes of the GM's). */
  onCopy: (values: NpcFormValues, name: string) => void;
}

/** "Copy an existing monster": a compendium monster, or signed in one of the GM's own NPCs, as the form's start. */
export function CopyExistingMonster({ onCopy }: CopyExistingMonsterProps) {
  const signedIn = useSession().user !== null;
  const [name, setName] = useState('');
  const [debounced] = useDebouncedValue(name.trim(), 250);
  const { choices, error, settled } = useMonsterChoices(debounced, signedIn);
  const [copying, setCopying] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();

  async function copy(choice: MonsterChoice) {
    setCopying(choice.id);
    setProblem(null);
    try {
      const fill = fillFromCopy(await choice.pick());
      if (fill.ok) onCopy(fill.values, choice.name);
      else setProblem(fill.message);
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'The monster could not be copied.');
    } finally {
      setCopying(null);
    }
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          Copy an existing monster
        </Title>
        <TextInput
          label={signedIn ? 'Search your NPCs and the compendium' : 'Search the compendium'}
          placeholder="Goblin, dragon, wolf…"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        {(error || problem) && (
          <Alert color="red" variant="light" role="alert">
            {problem ?? error?.message}
          </Alert>
        )}
        {debounced && settled && choices.length === 0 && <Text c="dimmed">No monsters match “{debounced}”.</Text>}
        {choices.length > 0 && (
          <ul className={classes.choices} aria-label="Monsters found">
            {choices.map((choice) => (
              <li key={choice.id} className={classes.choice}>
                <MonsterChoiceLabel choice={choice} withSource={signedIn} />
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconCopy size={14} aria-hidden />}
                  loading={copying === choice.id}
                  onClick={() => void copy(choice)}
                  aria-label={`Copy ${choice.name}`}
                >
                  Copy
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </Paper>
  );
}
