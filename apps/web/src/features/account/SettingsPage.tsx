import {
  Center,
  Container,
  Input,
  Loader,
  Paper,
  Radio,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { Theme, UserSettings } from '@skald/contract/account-limits';
import { CRITICAL_SETTINGS, type CriticalSetting } from '@skald/rules/dice/critical-damage';
import type { ReactNode } from 'react';
import { useEncounterSettings } from '../../lib/encounter-settings.ts';
import { useAccountData } from '../../lib/user-settings.tsx';

/** Each critical-hit setting in the game's words, with a 2d6+3 example (dice rolled 2 and 5). */
const criticalChoices: Record<CriticalSetting, { label: string; example: string }> = {
  roll: { label: 'Roll the damage dice twice (default)', example: '2d6+3 becomes 4d6+3' },
  double: { label: 'Double the rolled dice', example: 'rolling 2 and 5 deals (2+5)×2+3 = 17' },
  max: { label: 'Add the dice’s maximum', example: 'rolling 2 and 5 deals 2+5+12+3 = 22' },
  disabled: { label: 'No extra damage', example: 'rolling 2 and 5 deals 2+5+3 = 10' },
};

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3">
            {title}
          </Title>
          <Text c="dimmed" fz="sm">
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** /content/settings: the general and encounter settings, saved with the account as they change. */
export function SettingsPage() {
  const { general: generalSettings, settingsLoading, updateSettings } = useAccountData();
  const encounterSettings = useEncounterSettings();
  if (settingsLoading) {
    return (
      <Center py="xl" role="status" aria-label="Loading your settings">
        <Loader aria-hidden="true" />
      </Center>
    );
  }
  const general = (patch: Partial<UserSettings['general']>) => void updateSettings({ general: patch });
  const encounter = (patch: Partial<UserSettings['encounter']>) => void updateSettings({ encounter: patch });
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Settings</Title>
          <Text c="dimmed">Saved with your account as you change them, so they follow you to every device.</Text>
        </Stack>
        <Section title="General" description="How Skald looks.">
          <Stack gap={6}>
            <Input.Label id="theme-label" component="div">
              Theme
            </Input.Label>
            <SegmentedControl
              aria-labelledby="theme-label"
              value={generalSettings.theme}
              onChange={(value) => general({ theme: value as Theme })}
              data={[
                { value: 'dark', label: 'Dark' },
                { value: 'light', label: 'Light' },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
          </Stack>
          <Switch
            label="Collapse the side menu to icons"
            description="On large screens; phones always slide the menu in."
            checked={generalSettings.side_collapsed}
            onChange={(event) => general({ side_collapsed: event.currentTarget.checked })}
          />
        </Section>
        <Section title="Encounter" description="How the encounter runner applies the rules.">
          <Radio.Group
            label="Critical hits"
            description="What a critical hit does to the damage dice; the modifier is always added once."
            value={encounterSettings.critical}
            onChange={(value) => encounter({ critical: value as CriticalSetting })}
          >
            <Stack gap="sm" mt="xs">
              {CRITICAL_SETTINGS.map((setting) => (
                <Radio
                  key={setting}
                  value={setting}
                  label={criticalChoices[setting].label}
                  description={criticalChoices[setting].example}
                />
              ))}
            </Stack>
          </Radio.Group>
          <Switch
            label="Automate the rules"
            description="A player or companion at 0 hit points who takes damage fails a death save (two on a critical hit)."
            checked={encounterSettings.automate}
            onChange={(event) => encounter({ automate: event.currentTarget.checked })}
          />
        </Section>
      </Stack>
    </Container>
  );
}
