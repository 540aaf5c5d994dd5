import { ABILITIES, abilityModifier } from '@skald/rules/constants/abilities';
import type { Monster } from '@skald/rules/monster/monster';
import { sentenceCase } from '../../../lib/labels.ts';
import { ABILITY_ABBREVIATIONS, formatModifier } from './monster-text.ts';
import classes from './StatBlock.module.css';

/** The six scores with their modifiers, a column each. */
export function AbilityScores({ monster }: { monster: Monster }) {
  return (
    <table className={classes.abilities}>
      <caption className="visually-hidden">Ability scores and modifiers</caption>
      <thead>
        <tr>
          {ABILITIES.map((ability) => (
            <th key={ability} scope="col">
              <abbr title={sentenceCase(ability)}>{ABILITY_ABBREVIATIONS[ability].toUpperCase()}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {ABILITIES.map((ability) => (
            <td key={ability}>
              {monster[ability]}{' '}
              <span className={classes.modifier}>({formatModifier(abilityModifier(monster[ability]))})</span>
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}
