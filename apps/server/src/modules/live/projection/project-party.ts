import type { CampaignMemberState } from '@skald/contract/library/campaign-record';
import type { FollowerPartyMember } from '@skald/contract/live/follower-view';
import type { EntityVisibility } from '@skald/rules/encounter/entity-visibility';
import { UNKNOWN_CREATURE_NAME } from '@skald/rules/encounter/follower-visibility';
import { followerHealth } from './follower-health.ts';

/** A campaign player with what the campaign carries for them since their last fight. */
export interface PartyMemberToProject {
  name: string;
  level?: number;
  maxHp?: number;
  ac?: number;
  carried: CampaignMemberState;
}

/** The party as the overview shows it when nothing runs, through the players' side's visibility. */
export function projectParty(members: PartyMemberToProject[], players: EntityVisibility): FollowerPartyMember[] {
  return members.map(({ name, level, maxHp, ac, carried }) => {
    const member: FollowerPartyMember = {
      name: players.name ? name : UNKNOWN_CREATURE_NAME,
      dead: carried.dead ?? false,
    };
    if (level !== undefined) member.level = level;
    if (maxHp !== undefined) {
      const max = Math.max(0, maxHp + (carried.maxHpMod ?? 0));
      const hp = { cur: Math.min(max, carried.curHp ?? max), max, temp: carried.tempHp ?? 0 };
      const health = followerHealth(players.health, hp);
      if (health) member.health = health;
    }
    if (players.ac && ac !== undefined) member.ac = ac;
    return member;
  });
}
