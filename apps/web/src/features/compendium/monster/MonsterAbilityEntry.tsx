import type { AbilityAction, AbilityRoll } from '@skald/rules/combat/roll-card';
import { mathRandom } from '@skald/rules/dice/random';
import { abilityActions } from '@skald/rules/monster/ability-actions';
import type { MonsterAbility } from '@skald/rules/monster/monster';
import type { ReactNode } from 'react';
import { advantageFromClick } from '../../../lib/rolls-advantage.ts';
import { InlineText } from '../text/RichText.tsx';
import { usageText } from './monster-text.ts';
import { RollChip } from './RollChip.tsx';
import { damageLabel, isRollable, rollAbility, rollDamage, rollToHit, saveLine, toHitLabel } from './roll-ability.ts';
import classes from './StatBlock.module.css';
import { showRoll } from './show-roll.tsx';

interface EntryProps {
  ability: MonsterAbility;
  /** The creature's name, for the roll's title. */
  monsterName: string;
  /** Replaces the text's own list lines (a spellcasting trait's spells, drawn with links). */
  children?: ReactNode;
  /** Lines of the text to leave out because `children` shows them better. */
  omitLine?: (line: string) => boolean;
}

/** One trait, action, reaction or legendary action: its name, text and the dice it rolls. */
export function MonsterAbilityEntry({ ability, monsterName, children, omitLine }: EntryProps) {
  const lines = ability.desc
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !omitLine?.(line));
  const [first = '', ...rest] = lines;
  const usage = usageText(ability);
  const title = `${monsterName}: ${ability.name}`;
  const rollable = isRollable(ability);
  const name = `${ability.name}${usage ? '' : '.'}`;

  return (
    <li className={classes.entry}>
      <p>
        {rollable ? (
          <button
            type="button"
            className={classes.entryButton}
            aria-label={`Roll ${name}`}
            onClick={(event) => showRoll(title, rollAbility(ability, advantageFromClick(event), mathRandom))}
            title="Roll everything: Shift-click for advantage, Ctrl-click for disadvantage"
          >
            {name}
          </button>
        ) : (
          <span className={classes.entryName}>{name}</span>
        )}
        {usage && <span className={classes.usage}> {usage}.</span>} <InlineText text={first.replace(/^- /, '')} />
      </p>
      {rest.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one static text
        <p key={index}>
          <InlineText text={line.replace(/^- /, '')} />
        </p>
      ))}
      {children}
      {rollable && <AbilityRolls ability={ability} title={title} />}
    </li>
  );
}

type Piece =
  | { id: string; type: 'hit'; bonus: number }
  | { id: string; type: 'save'; label: string }
  | { id: string; type: 'damage'; kind: AbilityAction['kind']; roll: AbilityRoll };

/** What the chips row shows, each with a stable id: per action its to-hit, its save, then its rolls. */
function rollPieces(ability: MonsterAbility): Piece[] {
  return abilityActions(ability).flatMap((action, actionIndex): Piece[] => {
    const pieces: Piece[] = [];
    if (action.kind === 'attack')
      pieces.push({ id: `${actionIndex}-hit`, type: 'hit', bonus: action.attack_bonus ?? 0 });
    const save = saveLine(action);
    if (save) pieces.push({ id: `${actionIndex}-save`, type: 'save', label: save.label });
    action.rolls.forEach((roll, rollIndex) => {
      pieces.push({ id: `${actionIndex}-roll-${rollIndex}`, type: 'damage', kind: action.kind, roll });
    });
    return pieces;
  });
}

/** A chip per roll of the ability: its to-hit, and each damage or healing roll. */
function AbilityRolls({ ability, title }: { ability: MonsterAbility; title: string }) {
  const context = `Roll ${ability.name}`;
  return (
    <div className={classes.rolls}>
      {rollPieces(ability).map((piece) => {
        switch (piece.type) {
          case 'hit':
            return (
              <RollChip
                key={piece.id}
                d20
                label={toHitLabel(piece.bonus)}
                context={context}
                onRoll={(event) =>
                  showRoll(title, [rollToHit(piece.bonus, advantageFromClick(event), mathRandom).line])
                }
              />
            );
          case 'save':
            return (
              <span key={piece.id} className={classes.usage}>
                {piece.label}
              </span>
            );
          default:
            return (
              <RollChip
                key={piece.id}
                label={damageLabel(piece.kind, piece.roll)}
                context={context}
                onRoll={() => showRoll(title, [rollDamage(piece.kind, piece.roll, mathRandom)])}
              />
            );
        }
      })}
    </div>
  );
}
