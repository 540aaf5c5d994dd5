import { Divider, MultiSelect, NumberInput, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { playerRoutes } from '@skald/contract/library/player-record';
import { ABILITIES } from '@skald/rules/constants/abilities';
import { SKILLS } from '@skald/rules/constants/skills';
import { AvatarField } from '../../components/library/AvatarField.tsx';
import { avatarProps } from '../../components/library/avatar-props.ts';
import { LibraryEditorFrame } from '../../components/library/LibraryEditorFrame.tsx';
import { useLibraryEditor } from '../../components/library/useLibraryEditor.ts';
import { useCampaignChoices } from '../../lib/api/use-campaign-choices.ts';
import { sentenceCase, titleCase } from '../../lib/labels.ts';
import { PlayerCompanionsSection } from './PlayerCompanionsSection.tsx';
import { PlayerControlSection } from './PlayerControlSection.tsx';
import { EMPTY_PLAYER, PLAYER_NUMBERS } from './player-form.ts';

const SKILL_CHOICES = SKILLS.map((skill) => ({ value: skill, label: titleCase(skill) }));

/** /content/players/add-player and /content/players/{id}: one form for a new player and for editing one. */
export function PlayerEditorPage() {
  const editor = useLibraryEditor({
    routes: playerRoutes,
    blank: EMPTY_PLAYER,
    noun: 'player',
    name: (values) => values.character_name,
  });
  const { form, loaded } = editor;
  const campaigns = useCampaignChoices();

  const number = (field: string, label: string) => (
    <NumberInput key={field} label={label} allowDecimal={false} {...form.getInputProps(field)} />
  );

  return (
    <LibraryEditorFrame
      editor={editor}
      size="md"
      after={
        loaded && (
          <>
            <Paper withBorder p="md" radius="md">
              <PlayerCompanionsSection
                playerId={loaded.id}
                playerName={loaded.character_name}
                companions={loaded.companions}
              />
            </Paper>
            <Paper withBorder p="md" radius="md">
              <PlayerControlSection playerId={loaded.id} playerName={loaded.character_name} />
            </Paper>
          </>
        )
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap="md">
          <TextInput label="Character name" required withAsterisk {...form.getInputProps('character_name')} />
          <Select
            label="Campaign"
            placeholder="None"
            clearable
            data={campaigns}
            nothingFoundMessage="No campaigns yet"
            {...form.getInputProps('campaign_id')}
          />
        </Stack>
        <AvatarField label="Avatar" {...avatarProps(form)} />
      </SimpleGrid>
      <TextInput
        label="Sync address"
        description="Where this character's sheet lives elsewhere, to re-import it."
        placeholder="https://…"
        {...form.getInputProps('sync_character')}
      />
      <Divider label="Numbers" labelPosition="left" />
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }}>
        {PLAYER_NUMBERS.map(([field, label]) => number(field, label))}
      </SimpleGrid>
      <Divider label="Ability scores" labelPosition="left" />
      <SimpleGrid cols={{ base: 3, sm: 6 }}>
        {ABILITIES.map((ability) => number(ability, sentenceCase(ability)))}
      </SimpleGrid>
      <MultiSelect
        label="Skill proficiencies"
        placeholder="Choose skills"
        searchable
        data={SKILL_CHOICES}
        {...form.getInputProps('skills')}
      />
    </LibraryEditorFrame>
  );
}
