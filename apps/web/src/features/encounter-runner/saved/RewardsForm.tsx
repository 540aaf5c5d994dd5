import { Button, Checkbox, Stack, Text } from '@mantine/core';
import type { Inventory } from '@skald/contract/library/campaign-record';
import { earnedExperience, experienceShare } from '@skald/rules/encounter/defeated-experience';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import { useState } from 'react';
import { FormFailure } from '../../../components/FormFailure.tsx';
import { experienceSource, lootWords, shareLabel, standingWords } from './reward-words.ts';

/** What the GM chose to give: the players sharing the experience, and whether the experience and the loot go. */
export interface RewardsChoice {
  players: string[];
  xp: boolean;
  currency: boolean;
}

interface RewardsFormProps {
  /** The campaign's players, who may share the experience. */
  members: readonly { id: string; name: string }[];
  /** The finished fight's combatants: the defeated monsters make the experience. */
  entities: readonly EncounterEntity[];
  /** The experience the GM set in the encounter, instead of the defeated monsters'. */
  override: number | null;
  /** The encounter's loot: its coins and items. */
  loot: Inventory;
  xpGiven: boolean;
  lootGiven: boolean;
  giving: boolean;
  failure: string | null;
  onGive(choice: RewardsChoice): void;
}

/**
 * A finished fight's rewards as they will be given (issue 27): the experience and where it comes from
 * (defeated monsters only, or the GM's figure), each chosen player's share beside their name, and the
 * loot's coins and items, before the GM gives them.
 */
export function RewardsForm({
  members,
  entities,
  override,
  loot,
  xpGiven,
  lootGiven,
  giving,
  failure,
  onGive,
}: RewardsFormProps) {
  const [chosen, setChosen] = useState<string[] | null>(null);
  const picked = chosen ?? members.map((player) => player.id);
  const [xp, setXp] = useState(true);
  const [currency, setCurrency] = useState(true);
  const total = earnedExperience(entities, override);
  const share = experienceShare(total, picked.length);
  const standing = standingWords(entities, override);
  const lootText = lootWords(loot);
  const giveXp = xp && !xpGiven && members.length > 0;
  const giveLoot = currency && !lootGiven && lootText !== null;

  if (xpGiven && lootGiven) {
    return <Text size="sm">The experience and the loot were given. Resetting the encounter takes them back.</Text>;
  }
  return (
    <Stack gap="sm">
      <Text size="sm">Experience: {experienceSource(entities, override, total)}</Text>
      {standing && (
        <Text size="sm" c="dimmed">
          {standing}
        </Text>
      )}
      <Checkbox
        label={xpGiven ? 'Experience given' : 'Share the experience'}
        checked={xpGiven || giveXp}
        disabled={xpGiven || members.length === 0}
        onChange={(event) => setXp(event.currentTarget.checked)}
      />
      {giveXp && (
        <Checkbox.Group ml="xl" label="Players who share the experience" value={picked} onChange={setChosen}>
          <Stack gap={6} mt={6}>
            {members.map((player) => (
              <Checkbox
                key={player.id}
                value={player.id}
                label={picked.includes(player.id) ? shareLabel(player.name, share) : player.name}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      <Checkbox
        label={
          lootGiven
            ? 'Loot given'
            : lootText
              ? `Put the loot in the campaign's inventory: ${lootText}`
              : 'No loot to give'
        }
        checked={lootGiven || giveLoot}
        disabled={lootGiven || lootText === null}
        onChange={(event) => setCurrency(event.currentTarget.checked)}
      />
      <FormFailure message={failure} />
      <div>
        <Button
          loading={giving}
          disabled={!giveXp && !giveLoot}
          onClick={() => onGive({ players: giveXp ? picked : [], xp: giveXp, currency: giveLoot })}
        >
          Give rewards
        </Button>
      </div>
    </Stack>
  );
}
