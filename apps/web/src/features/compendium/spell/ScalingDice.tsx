import { Text } from '@mantine/core';
import { parseDice } from '@skald/rules/dice/parse-dice';
import { mathRandom } from '@skald/rules/dice/random';
import { rollDice } from '@skald/rules/dice/roll-dice';
import { ordinal } from '../../../lib/labels.ts';
import { RollChip } from '../monster/RollChip.tsx';
import { rollDetail } from '../monster/roll-ability.ts';
import { showRoll } from '../monster/show-roll.tsx';
import classes from './SpellCard.module.css';

interface ScalingDiceProps {
  spellName: string;
  /** 'Damage by slot level', 'Damage by character level', 'Healing by slot level'. */
  title: string;
  /** Level → dice, as the source writes them ('8d6', '1d4 + MOD'). */
  byLevel: Record<string, string>;
  /** 'slot' labels levels '3rd'; 'character' labels them 'level 5'. */
  levels: 'slot' | 'character';
  what: string;
}

/** The dice a spell rolls at each level; plain dice roll when clicked, formulas with a modifier are only shown. */
export function ScalingDice({ spellName, title, byLevel, levels, what }: ScalingDiceProps) {
  const entries = Object.entries(byLevel).sort(([a], [b]) => Number(a) - Number(b));
  return (
    <div>
      <Text fw={700} fz="sm" mb={4}>
        {title}
      </Text>
      <ul className={classes.scaling}>
        {entries.map(([level, dice]) => {
          const label = levels === 'slot' ? ordinal(Number(level)) : `Level ${level}`;
          const parsed = parseDice(dice);
          return (
            <li key={level}>
              {parsed.ok ? (
                <RollChip
                  label={`${label}: ${dice}`}
                  context={`Roll ${spellName} ${what}`}
                  onRoll={() => {
                    const roll = rollDice(parsed.expression, mathRandom);
                    showRoll(`${spellName} (${label})`, [
                      {
                        label: what.charAt(0).toUpperCase() + what.slice(1),
                        total: roll.total,
                        detail: rollDetail(roll),
                      },
                    ]);
                  }}
                />
              ) : (
                <Text span fz="sm">
                  {label}: {dice}
                </Text>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
