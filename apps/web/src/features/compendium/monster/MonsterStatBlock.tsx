import { Anchor, Badge, Group, Text, Title, type TitleOrder } from '@mantine/core';
import { proficiencyBonusFor } from '@skald/rules/constants/challenge-ratings';
import type { MonsterAbility } from '@skald/rules/monster/monster';
import { Fragment, type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type { MonsterRecord } from '../../../lib/compendium/records.ts';
import { isSpellListLine } from '../../../lib/compendium/spellcasting-groups.ts';
import { sentenceCase, titleCase, words } from '../../../lib/labels.ts';
import { RichText } from '../text/RichText.tsx';
import { AbilityScores } from './AbilityScores.tsx';
import { MonsterAbilityEntry } from './MonsterAbilityEntry.tsx';
import { MonsterSpellList } from './MonsterSpellList.tsx';
import {
  challengeText,
  creatureLine,
  defensesText,
  formatModifier,
  hitPointsText,
  savingThrowsText,
  sensesText,
  skillsText,
  speedsText,
} from './monster-text.ts';
import classes from './StatBlock.module.css';

interface StatBlockProps {
  monster: MonsterRecord;
  /** 1 on its own page; deeper inside the drawer, whose title is already a heading. */
  headingLevel?: number;
  /** Where the creature's other forms link to: its compendium or homebrew page. */
  formPath?: (url: string) => string;
}

const order = (level: number) => Math.min(6, level) as TitleOrder;

function Property({ name, children }: { name: string; children: ReactNode }) {
  if (children === '' || children === undefined || children === null) return null;
  return (
    <div className={classes.property}>
      <dt>{name}</dt> <dd>{children}</dd>
    </div>
  );
}

function Rule() {
  return <hr className={classes.rule} />;
}

interface SectionProps {
  title: string;
  level: number;
  intro?: ReactNode;
  abilities: MonsterAbility[] | undefined;
  monster: MonsterRecord;
}

function AbilitySection({ title, level, intro, abilities, monster }: SectionProps) {
  const id = useId();
  if (!abilities?.length) return null;
  return (
    <section aria-labelledby={id}>
      <Title order={order(level)} id={id} className={classes.sectionTitle}>
        {title}
      </Title>
      {intro && <Text mb="xs">{intro}</Text>}
      <ul className={classes.entries}>
        {abilities.map((ability, index) => {
          // Names repeat when a choice of damage makes two entries of one attack, so the place is part of the key.
          const key = `${ability.name}-${index}`;
          const casting = monster.spellcasting?.find((entry) => entry.trait === ability.name);
          return (
            <MonsterAbilityEntry
              key={key}
              ability={ability}
              monsterName={monster.name}
              omitLine={casting ? isSpellListLine : undefined}
            >
              {casting && <MonsterSpellList casting={casting} />}
            </MonsterAbilityEntry>
          );
        })}
      </ul>
    </section>
  );
}

/** The SRD's standard paragraph before a legendary creature's options. */
function legendaryIntro(monster: MonsterRecord): string {
  const name = `The ${monster.name.toLowerCase()}`;
  const count = monster.legendary_count ?? 3;
  return `${name} can take ${count} legendary actions, choosing from the options below. Only one legendary action option can be used at a time and only at the end of another creature's turn. ${name} regains spent legendary actions at the start of its turn.`;
}

/** A full 5e stat block; clicking an attack or its dice rolls them. */
export function MonsterStatBlock({ monster, headingLevel = 1, formPath }: StatBlockProps) {
  const titleId = useId();
  const section = headingLevel + 1;
  const proficiency = proficiencyBonusFor(monster.challenge_rating);
  return (
    <article className={classes.block} aria-labelledby={titleId} data-testid="stat-block">
      <Title order={order(headingLevel)} id={titleId} className={classes.name}>
        {monster.name}
      </Title>
      <p className={classes.creature}>{creatureLine(monster)}</p>
      {monster.source === 'homebrew' && (
        <Badge variant="outline" mt={4}>
          Homebrew
        </Badge>
      )}
      <Rule />
      <dl className={classes.properties}>
        <Property name="Armor Class">{monster.armor_class}</Property>
        <Property name="Hit Points">
          {hitPointsText(monster.hit_points, monster.hit_dice, monster.constitution)}
        </Property>
        <Property name="Speed">{speedsText(monster.speeds)}</Property>
      </dl>
      <Rule />
      <AbilityScores monster={monster} />
      <Rule />
      <dl className={classes.properties}>
        <Property name="Saving Throws">{savingThrowsText(monster.saving_throws)}</Property>
        <Property name="Skills">{skillsText(monster.skills)}</Property>
        <Property name="Damage Vulnerabilities">{defensesText(monster.damage_vulnerabilities)}</Property>
        <Property name="Damage Resistances">{defensesText(monster.damage_resistances)}</Property>
        <Property name="Damage Immunities">{defensesText(monster.damage_immunities)}</Property>
        <Property name="Condition Immunities">{(monster.condition_immunities ?? []).map(words).join(', ')}</Property>
        <Property name="Senses">{sensesText(monster.senses, monster.passive_perception)}</Property>
        <Property name="Languages">{monster.languages?.length ? monster.languages.join(', ') : '\u2014'}</Property>
        <Property name="Challenge">{challengeText(monster.challenge_rating)}</Property>
        <Property name="Proficiency Bonus">{formatModifier(proficiency)}</Property>
      </dl>
      <AbilitySection title="Traits" level={section} abilities={monster.special_abilities} monster={monster} />
      <AbilitySection title="Actions" level={section} abilities={monster.actions} monster={monster} />
      <AbilitySection title="Reactions" level={section} abilities={monster.reactions} monster={monster} />
      <AbilitySection
        title="Legendary Actions"
        level={section}
        intro={legendaryIntro(monster)}
        abilities={monster.legendary_actions}
        monster={monster}
      />
      {monster.desc && (
        <section aria-label="Description">
          <Title order={order(section)} className={classes.sectionTitle}>
            Description
          </Title>
          <RichText text={monster.desc} headingLevel={section + 1} />
        </section>
      )}
      {(monster.forms?.length ?? 0) > 0 && formPath && (
        <Text mt="md">
          Other forms:{' '}
          {monster.forms?.map((form, index) => (
            <Fragment key={form}>
              {index > 0 && ', '}
              <Anchor component={Link} to={formPath(form)} underline="always">
                {titleCase(form)}
              </Anchor>
            </Fragment>
          ))}
        </Text>
      )}
      {(monster.environments?.length ?? 0) > 0 && (
        <Group gap={6} mt="md" aria-label="Environments" role="list">
          {monster.environments?.map((environment) => (
            <Badge key={environment} variant="light" role="listitem">
              {sentenceCase(environment)}
            </Badge>
          ))}
        </Group>
      )}
    </article>
  );
}
