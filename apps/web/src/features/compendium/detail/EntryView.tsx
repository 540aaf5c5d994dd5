import type { CompendiumKind } from '@skald/contract/compendium-kinds';
import type { RecordOfKind } from '../../../lib/compendium/records.ts';
import { ConditionText } from '../condition/ConditionText.tsx';
import { ItemCard } from '../item/ItemCard.tsx';
import { entryPath } from '../kinds.ts';
import { MonsterStatBlock } from '../monster/MonsterStatBlock.tsx';
import { RuleText } from '../rule/RuleText.tsx';
import { SpellCard } from '../spell/SpellCard.tsx';

interface EntryViewProps<K extends CompendiumKind> {
  kind: K;
  record: RecordOfKind[K];
  headingLevel?: number;
  /** Where a monster's other forms link to. */
  monsterPath?: (url: string) => string;
}

/** One entry of any kind, drawn the way its kind is drawn; pages and the drawer both use it. */
export function EntryView<K extends CompendiumKind>({
  kind,
  record,
  headingLevel = 1,
  monsterPath,
}: EntryViewProps<K>) {
  switch (kind) {
    case 'monsters':
      return (
        <MonsterStatBlock
          monster={record as RecordOfKind['monsters']}
          headingLevel={headingLevel}
          formPath={monsterPath ?? ((url) => entryPath('monsters', url))}
        />
      );
    case 'spells':
      return <SpellCard spell={record as RecordOfKind['spells']} headingLevel={headingLevel} />;
    case 'items':
      return <ItemCard item={record as RecordOfKind['items']} headingLevel={headingLevel} />;
    case 'conditions':
      return <ConditionText condition={record as RecordOfKind['conditions']} headingLevel={headingLevel} />;
    default:
      return <RuleText rule={record as RecordOfKind['rules']} headingLevel={headingLevel} />;
  }
}
