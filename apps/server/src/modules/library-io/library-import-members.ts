import type { ByKind } from './library-import-plan.ts';

/**
 * The two ends of an imported library's links, made to agree before anything is written. Saved one at a
 * time, a campaign, player or NPC runs its collection's hooks, a few statements per row
 * (`linkCampaignMembers`, `linkListedCompanions`, `listCompanionOnItsPlayer`); an import of thousands
 * held the database for tens of seconds that way. Here the same hooks are played over the records in
 * memory, in the order the import used to run them (campaigns, then players, then NPCs, each in file
 * order), so the rows go in as those hooks would have left them and the import runs none.
 */

type Body = { [field: string]: unknown };
export type ImportedBodies = ByKind<{ id: string; body: Body; overwrite: boolean }[]>;

const idList = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/** Ids grouped by a key, kept up to date as records move from one key to another. */
class Index {
  readonly #byKey = new Map<unknown, Set<string>>();
  add(key: unknown, id: string) {
    const ids = this.#byKey.get(key) ?? new Set<string>();
    ids.add(id);
    this.#byKey.set(key, ids);
  }
  remove(key: unknown, id: string) {
    this.#byKey.get(key)?.delete(id);
  }
  move(from: unknown, to: unknown, id: string) {
    this.remove(from, id);
    this.add(to, id);
  }
  of(key: unknown): string[] {
    return [...(this.#byKey.get(key) ?? [])];
  }
}

/** Sets the links' other ends in `bodies`: a changed record gets a new body object. */
export function settleMemberLinks(bodies: ImportedBodies): void {
  const players = new Map(bodies.players.map((one) => [one.id, one]));
  const npcs = new Map(bodies.npcs.map((one) => [one.id, one]));
  const set = (one: { body: Body }, field: string, value: unknown) => {
    one.body = { ...one.body, [field]: value };
  };
  // What the NPCs' hooks read: each NPC's player as the file gave it, before the players' hooks run.
  const filePlayer = new Map(bodies.npcs.map((npc) => [npc.id, npc.body.player_id ?? null]));

  // A campaign's listed players play in it; a player it does not list leaves it.
  const playersIn = new Index();
  for (const player of players.values()) playersIn.add(player.body.campaign_id ?? null, player.id);
  for (const campaign of bodies.campaigns) {
    const listed = new Set(Object.keys((campaign.body.players as Body | undefined) ?? {}));
    for (const id of playersIn.of(campaign.id)) {
      const player = players.get(id);
      if (player && !listed.has(id)) {
        set(player, 'campaign_id', null);
        playersIn.move(campaign.id, null, id);
      }
    }
    for (const id of listed) {
      const player = players.get(id);
      if (!player) continue;
      playersIn.move(player.body.campaign_id ?? null, campaign.id, id);
      set(player, 'campaign_id', campaign.id);
    }
  }

  // A player's listed NPCs follow it; an NPC following it that it does not list follows no one.
  const following = new Index();
  for (const npc of npcs.values()) following.add(npc.body.player_id ?? null, npc.id);
  for (const player of players.values()) {
    const listed = new Set(idList(player.body.companions));
    for (const id of listed) {
      const npc = npcs.get(id);
      if (!npc) continue;
      following.move(npc.body.player_id ?? null, player.id, id);
      set(npc, 'player_id', player.id);
    }
    for (const id of following.of(player.id)) {
      const npc = npcs.get(id);
      if (npc && !listed.has(id)) {
        set(npc, 'player_id', null);
        following.move(player.id, null, id);
      }
    }
  }

  // An NPC is listed by the player the file gave it, at the end of its list, and by no other player.
  const listers = new Index();
  for (const player of players.values()) for (const id of idList(player.body.companions)) listers.add(id, player.id);
  for (const npcId of npcs.keys()) {
    const playerId = filePlayer.get(npcId);
    for (const listerId of listers.of(npcId)) {
      const lister = players.get(listerId);
      if (!lister || listerId === playerId) continue;
      set(
        lister,
        'companions',
        idList(lister.body.companions).filter((id) => id !== npcId),
      );
      listers.remove(npcId, listerId);
    }
    const player = typeof playerId === 'string' ? players.get(playerId) : undefined;
    if (player && !idList(player.body.companions).includes(npcId)) {
      set(player, 'companions', [...idList(player.body.companions), npcId]);
      listers.add(npcId, player.id);
    }
  }
}
