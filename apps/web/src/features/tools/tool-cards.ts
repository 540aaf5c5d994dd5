import {
  IconCloudStorm,
  IconDeviceDesktop,
  IconHammer,
  IconRefresh,
  IconScale,
  IconSkull,
  IconSparkles,
  IconSwords,
  IconWand,
} from '@tabler/icons-react';
import type { LinkCard } from '../../components/LinkCardGrid.tsx';

export const monsterCreatorCard: LinkCard = {
  to: '/tools/monster-creator',
  title: 'Monster creator',
  blurb: 'Build a stat block from scratch, copy an SRD monster, or paste one written as text and let Skald read it.',
  icon: IconSkull,
  color: 'red',
};

export const spellCreatorCard: LinkCard = {
  to: '/tools/spell-creator',
  title: 'Spell creator',
  blurb: 'Write a spell of your own with its level, school, components, damage and how it scales.',
  icon: IconSparkles,
  color: 'violet',
};

/** Every tool a visitor can use, in the order a GM preparing and running a session reaches for them. */
export const toolCards: LinkCard[] = [
  {
    to: '/tools/combat-tracker',
    title: 'Combat tracker',
    blurb: 'Run a fight round by round: initiative, hit points, conditions and monster attacks. No account needed.',
    icon: IconSwords,
    color: 'red',
  },
  {
    to: '/tools/encounter-builder',
    title: 'Encounter builder',
    blurb: 'Pick monsters for your party of any levels and see the difficulty by the 2014 rules and the 2024 budget.',
    icon: IconScale,
    color: 'teal',
  },
  {
    to: '/tools/dm-screen',
    title: 'DM screen',
    blurb: 'Initiative, dice, conditions, rules and notes side by side, in panels you arrange yourself.',
    icon: IconDeviceDesktop,
    color: 'blue',
  },
  monsterCreatorCard,
  spellCreatorCard,
  {
    to: '/tools/homebrew-creation',
    title: 'Homebrew creation',
    blurb: 'All the creators in one place, and your own monsters, spells and items.',
    icon: IconWand,
    color: 'grape',
  },
  {
    to: '/tools/character-sync',
    title: 'Character sync',
    blurb: 'Bring characters from a character-sync browser extension into your players, and keep them up to date.',
    icon: IconRefresh,
    color: 'cyan',
  },
  {
    to: '/weather-demo',
    title: 'Weather effects',
    blurb: 'Ash, fog, hail, rain, sand and snow drawn over a fight, to set the scene on the players’ screen.',
    icon: IconCloudStorm,
    color: 'gray',
  },
];

/** Shown only to admins and to users whose contribute flag names the builder (content.md §4). */
export const characterBuilderCard: LinkCard = {
  to: '/tools/character-builder',
  title: 'Character builder',
  blurb: 'Make a level 1 character from the SRD races, classes and equipment.',
  icon: IconHammer,
  color: 'orange',
  badge: 'Alpha',
};
