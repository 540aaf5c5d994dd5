import { Anchor } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { MonsterSpellcastingRecord } from '../../../lib/compendium/records.ts';
import { spellGroups } from '../../../lib/compendium/spellcasting-groups.ts';
import { entryPath } from '../kinds.ts';
import classes from './StatBlock.module.css';

/** A spellcasting trait's spells, each linking to its page. */
export function MonsterSpellList({ casting }: { casting: MonsterSpellcastingRecord }) {
  return (
    <ul className={classes.spellGroups} aria-label={`${casting.trait} spells`}>
      {spellGroups(casting).map((group) => (
        <li key={group.label}>
          <span className={classes.spellGroupLabel}>{group.label}:</span>{' '}
          {group.spells.map((spell, index) => (
            <Fragment key={spell.url}>
              {index > 0 && ', '}
              <Anchor
                component={Link}
                to={entryPath('spells', spell.url)}
                className={classes.spellName}
                underline="always"
              >
                {spell.name.toLowerCase()}
              </Anchor>
              {spell.notes && ` (${spell.notes})`}
            </Fragment>
          ))}
        </li>
      ))}
    </ul>
  );
}
