import { Badge, Text } from '@mantine/core';
import type { CompendiumKind } from '@skald/contract/compendium-kinds';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type {
  ConditionRecord,
  ItemRecord,
  ListRow,
  MonsterRecord,
  RuleRecord,
  SpellRecord,
} from '../../../lib/compendium/records.ts';
import { titleCase } from '../../../lib/labels.ts';
import { itemSubtitle, rarityLabel } from '../item/item-text.ts';
import { challengeLabel, creatureLine } from '../monster/monster-text.ts';
import { spellLevelLine } from '../spell/spell-text.ts';
import { plainText, truncateText } from '../text/truncate.ts';
import classes from './ResultRow.module.css';

type AnyRow =
  | ListRow<MonsterRecord>
  | ListRow<SpellRecord>
  | ListRow<ItemRecord>
  | ListRow<ConditionRecord>
  | ListRow<RuleRecord>;

function MonsterSide({ row }: { row: ListRow<MonsterRecord> }) {
  return (
    <>
      {row.armor_class !== undefined && (
        <Text span className={`${classes.meta} ${classes.stats}`}>
          AC {row.armor_class} · HP {row.hit_points}
        </Text>
      )}
      {row.challenge_rating !== undefined && (
        <Badge variant="light" miw={64}>
          CR {challengeLabel(row.challenge_rating)}
        </Badge>
      )}
    </>
  );
}

function summary(kind: CompendiumKind, row: AnyRow): string | undefined {
  switch (kind) {
    case 'monsters': {
      const monster = row as ListRow<MonsterRecord>;
      return monster.size && monster.type
        ? creatureLine({
            size: monster.size,
            type: monster.type,
            subtype: monster.subtype,
            alignment: monster.alignment,
          })
        : undefined;
    }
    case 'spells': {
      const spell = row as ListRow<SpellRecord>;
      if (spell.level === undefined || !spell.school) return undefined;
      const line = spellLevelLine({ level: spell.level, school: spell.school, ritual: false });
      return spell.casting_time ? `${line} · ${spell.casting_time}` : line;
    }
    case 'items': {
      const item = row as ListRow<ItemRecord>;
      return item.kind && item.category
        ? itemSubtitle({ kind: item.kind, category: item.category, subcategory: item.subcategory, rarity: item.rarity })
        : undefined;
    }
    case 'conditions': {
      const condition = row as ListRow<ConditionRecord>;
      return condition.desc ? truncateText(plainText(condition.desc), 131) : undefined;
    }
    default: {
      const rule = row as ListRow<RuleRecord>;
      return rule.parent ? `A section of ${titleCase(rule.parent)}` : 'Rule';
    }
  }
}

function Side({ kind, row }: { kind: CompendiumKind; row: AnyRow }) {
  if (kind === 'monsters') return <MonsterSide row={row as ListRow<MonsterRecord>} />;
  if (kind === 'spells') {
    const spell = row as ListRow<SpellRecord>;
    return (
      <>
        {spell.concentration && (
          <Badge variant="light" title="Concentration">
            Concentration
          </Badge>
        )}
        {spell.ritual && (
          <Badge variant="light" color="grape">
            Ritual
          </Badge>
        )}
      </>
    );
  }
  if (kind === 'items') {
    const item = row as ListRow<ItemRecord>;
    return item.rarity ? <Badge variant="outline">{rarityLabel(item.rarity)}</Badge> : null;
  }
  return null;
}

/** One entry of a list: its name (the link), a line about it, and its key numbers. */
export function ResultRow({ kind, row, to }: { kind: CompendiumKind; row: AnyRow; to: string }) {
  const line = summary(kind, row);
  return (
    <li className={classes.row}>
      <div className={classes.main}>
        <Link to={to} className={classes.name}>
          {row.name}
        </Link>
        {line && <div className={classes.meta}>{line}</div>}
      </div>
      <div className={classes.side}>
        <Side kind={kind} row={row} />
      </div>
    </li>
  );
}

export function ResultList({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul className={classes.list} aria-label={label} data-testid="results">
      {children}
    </ul>
  );
}
