import { CHALLENGE_RATING_DETAILS, type ChallengeRating } from '../constants/challenge-ratings.ts';

/** A monster as the encounter maths sees it. */
export interface EncounterMonster {
  challengeRating: ChallengeRating;
  /** A friendly NPC fights beside the party, so it adds neither XP nor numbers to the threat. */
  friendly?: boolean;
}

export function experiencePoints(rating: ChallengeRating): number {
  return CHALLENGE_RATING_DETAILS[rating].xp;
}

export function hostileMonsters<Monster extends EncounterMonster>(monsters: readonly Monster[]): Monster[] {
  return monsters.filter((monster) => !monster.friendly);
}

/** The XP the party earns for defeating every hostile monster, before any difficulty multiplier. */
export function hostileExperience(monsters: readonly EncounterMonster[]): number {
  return hostileMonsters(monsters).reduce((total, monster) => total + experiencePoints(monster.challengeRating), 0);
}
