import { describe, expect, it } from 'vitest';
import {
  abilityScoreText,
  challengeText,
  creatureLine,
  defensesText,
  formatModifier,
  hitPointsText,
  savingThrowsText,
  sensesText,
  skillsText,
  speedsText,
  usageText,
} from './monster-text.ts';

describe('stat block numbers', () => {
  it('formats modifiers with a sign, the minus typographic', () => {
    expect(formatModifier(3)).toBe('+3');
    expect(formatModifier(0)).toBe('+0');
    expect(formatModifier(-1)).toBe('\u22121');
  });

  it('gives a score with its modifier', () => {
    expect(abilityScoreText(10)).toBe('10 (+0)');
    expect(abilityScoreText(8)).toBe('8 (\u22121)');
    expect(abilityScoreText(21)).toBe('21 (+5)');
    expect(abilityScoreText(1)).toBe('1 (\u22125)');
  });

  it('writes hit points with the hit dice and the Constitution bonus', () => {
    expect(hitPointsText(7, '2d6', 10)).toBe('7 (2d6)');
    expect(hitPointsText(59, '7d10', 16)).toBe('59 (7d10 + 21)');
    expect(hitPointsText(1, '1d4', 8)).toBe('1 (1d4 \u2212 1)');
    expect(hitPointsText(12, undefined, 10)).toBe('12');
    // A bonus written with the dice, as stat blocks write it, is shown as written, not added to.
    expect(hitPointsText(42, '6d8+12', 14)).toBe('42 (6d8 + 12)');
    expect(hitPointsText(20, '6d6-1', 10)).toBe('20 (6d6 \u2212 1)');
  });

  it('writes challenge with its experience points', () => {
    expect(challengeText(0.25)).toBe('1/4 (50 XP)');
    expect(challengeText(0)).toBe('0 (10 XP)');
    expect(challengeText(17)).toBe('17 (18,000 XP)');
  });
});

describe('stat block lines', () => {
  it('reads size, type, subtype and alignment', () => {
    expect(creatureLine({ size: 'small', type: 'humanoid', subtype: 'goblinoid', alignment: 'neutral_evil' })).toBe(
      'Small humanoid (goblinoid), neutral evil',
    );
    expect(creatureLine({ size: 'medium', type: 'swarm', subtype: 'Tiny beasts', alignment: 'unaligned' })).toBe(
      'Medium swarm of Tiny beasts, unaligned',
    );
    expect(creatureLine({ size: 'huge', type: 'dragon', alignment: 'any non-good alignment' })).toBe(
      'Huge dragon, any non-good alignment',
    );
    expect(creatureLine({ size: 'large', type: 'beast' })).toBe('Large beast');
  });

  it('lists speeds with walking first and unnamed', () => {
    expect(speedsText({ fly: 80, walk: 40, climb: 40 })).toBe('40 ft., fly 80 ft., climb 40 ft.');
    expect(speedsText({ swim: 30 })).toBe('swim 30 ft.');
    expect(speedsText(undefined)).toBe('0 ft.');
  });

  it('lists senses and passive Perception', () => {
    expect(sensesText({ darkvision: 60 }, 9)).toBe('darkvision 60 ft., passive Perception 9');
    expect(sensesText({}, undefined)).toBe('');
  });

  it('lists saves in ability order and skills alphabetically', () => {
    expect(savingThrowsText({ wisdom: 7, dexterity: 6, constitution: 13 })).toBe('Dex +6, Con +13, Wis +7');
    expect(skillsText({ stealth: 6, perception: 13, sleight_of_hand: 2 })).toBe(
      'Perception +13, Sleight of Hand +2, Stealth +6',
    );
  });

  it('groups nonmagical weapon damage after the plain types', () => {
    expect(defensesText(['fire'])).toBe('fire');
    expect(
      defensesText(['cold', 'non_magical_bludgeoning', 'non_magical_piercing', 'non_magical_slashing', 'lightning']),
    ).toBe('cold, lightning; bludgeoning, piercing, and slashing from nonmagical attacks');
    expect(defensesText(['non_magical_piercing'])).toBe('piercing from nonmagical attacks');
    expect(defensesText(undefined)).toBe('');
  });

  it('says how often an ability can be used', () => {
    expect(usageText({ recharge: '5-6' })).toBe('(Recharge 5\u20136)');
    expect(usageText({ recharge: 'rest' })).toBe('(Recharges after a Short or Long Rest)');
    expect(usageText({ limit: 3, limit_type: 'day' })).toBe('(3/Day)');
    expect(usageText({ legendary_cost: 2 })).toBe('(Costs 2 Actions)');
    expect(usageText({ legendary_cost: 1 })).toBe('');
  });
});
