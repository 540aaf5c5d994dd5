import { randomUUID } from 'node:crypto';
import type { FollowMessage } from '@skald/contract/live/live-messages';
import type { EncounterCommand } from '@skald/rules/encounter/commands';
import { createEntity, type EncounterEntity } from '@skald/rules/encounter/entity';
import { openSession } from '@skald/testing/http-session';

/**
 * A GM live on the real server, set up through the real API as the app does it: signed up, four players,
 * a public campaign with them, an encounter of twelve (two hidden, an unnamed one, one with hidden health,
 * NPCs' health obscured by the campaign's default), started, the campaign live and the encounter broadcast.
 */

const PLAYERS = [
  { character_name: 'Barbarian', ac: 15, maxHp: 41, level: 5 },
  { character_name: 'Warlock', ac: 16, maxHp: 31, level: 5 },
  { character_name: 'Druid', ac: 16, maxHp: 34, level: 5 },
  { character_name: 'Rogue', ac: 14, maxHp: 30, level: 5 },
];

/** Initiatives are all different, so the order is plain: the barbarian, then the warlock, then the ogre. */
function combatants(playerIds: string[]): EncounterEntity[] {
  const player = (index: number, initiative: number) => {
    const fields = PLAYERS[index] ?? { character_name: 'Player', ac: 10, maxHp: 10, level: 1 };
    return createEntity({
      key: `player-${index}`,
      id: playerIds[index],
      name: fields.character_name,
      entityType: 'player',
      npc: false,
      maxHp: fields.maxHp,
      ac: fields.ac,
      level: fields.level,
      initiative,
    });
  };
  const npc = (key: string, name: string, maxHp: number, initiative: number, more: Partial<EncounterEntity> = {}) =>
    createEntity({ key, name, entityType: 'npc', maxHp, ac: 13, initiative, ...more });
  return [
    player(0, 20),
    player(1, 19),
    npc('ogre', 'Ogre', 72, 18),
    player(2, 17),
    npc('orc-1', 'Orc 1', 15, 16),
    npc('guard', 'Town guard', 11, 15, { friendly: true }),
    npc('orc-2', 'Orc 2', 15, 14, { followerVisibility: { health: 'hidden' } }),
    npc('shaman', 'Goblin shaman', 20, 13, { hidden: true }),
    player(3, 12),
    npc('chief', 'Orc war chief', 93, 11, { followerVisibility: { name: false } }),
    npc('sellsword', 'Sellsword', 27, 10, { friendly: true, followerVisibility: { name: false, health: 'hidden' } }),
    npc('assassin', 'Assassin', 78, 9, { hidden: true }),
  ];
}

/**
 * The n-th GM gesture; each one changes what followers see: hit points shown exactly, the ogre's hearts
 * (72 → 42 is three hearts, back to 72 four), and the turn moving between the two first visible combatants.
 */
export function liveCommand(n: number): EncounterCommand {
  const cycle: EncounterCommand[] = [
    { type: 'damage', target: 'player-0', amount: 3, by: 'ogre' },
    { type: 'next-turn' },
    { type: 'damage', target: 'ogre', amount: 30, by: 'player-1' },
    { type: 'previous-turn' },
    { type: 'heal', target: 'ogre', amount: 30, by: null },
    { type: 'heal', target: 'player-0', amount: 3, by: 'player-2' },
  ];
  return cycle[n % cycle.length] ?? { type: 'next-turn' };
}

async function created<T>(answer: Response, what: string): Promise<T> {
  if (answer.status !== 201 && answer.status !== 200) {
    throw new Error(`${what} answered ${answer.status}: ${await answer.text()}`);
  }
  return (await answer.json()) as T;
}

export async function goLive(base: string) {
  const session = await openSession(base);
  await session.signUp(`bench-live-${randomUUID()}@example.test`, 'a bench password');
  const playerIds: string[] = [];
  for (const player of PLAYERS) {
    const row = await created<{ id: string }>(await session.call('POST', '/api/library/players', player), 'a player');
    playerIds.push(row.id);
  }
  const campaign = await created<{ id: string }>(
    await session.call('POST', '/api/library/campaigns', {
      name: 'The road to Phandalin',
      background: 'Four adventurers escort a wagon.',
      private: false,
      players: Object.fromEntries(playerIds.map((id) => [id, {}])),
    }),
    'the campaign',
  );
  const encounterPath = `/api/library/campaigns/${campaign.id}/encounters`;
  const encounter = await created<{ id: string; version: number }>(
    await session.call('POST', encounterPath, { name: 'Ambush at the ford', entities: combatants(playerIds) }),
    'the encounter',
  );
  let version = encounter.version;
  const commandsPath = `${encounterPath}/${encounter.id}/commands`;

  async function sync(command: EncounterCommand): Promise<void> {
    const answer = await session.call('POST', commandsPath, {
      baseVersion: version,
      commands: [{ id: randomUUID(), at: Date.now(), automate: true, action: { kind: 'command', command } }],
    });
    const body = await created<{ version: number; outcomes: { outcome: string; error: string | null }[] }>(
      answer,
      `the command ${command.type}`,
    );
    const outcome = body.outcomes[0];
    if (outcome?.outcome !== 'applied') throw new Error(`${command.type} was ${outcome?.outcome}: ${outcome?.error}`);
    version = body.version;
  }

  await sync({ type: 'start' });
  const live = await created<{ userId: string }>(
    await session.call('PUT', '/api/live/broadcast', { campaignId: campaign.id, live: true }),
    'going live',
  );
  await created(
    await session.call('PUT', '/api/live/broadcast/encounter', { encounterId: encounter.id }),
    'broadcasting the encounter',
  );
  const follow: FollowMessage = { type: 'follow', userId: live.userId, campaignId: campaign.id };
  return { follow, sync, cookie: session.cookie };
}
