import type { SharedEntry } from '@skald/contract/library/homebrew-routes';
import { titleCase } from '@skald/contract/library/library-limits';
import type { MonsterRecord, SpellRecord } from '../../../lib/compendium/records.ts';

type SharedRecord<K extends SharedEntry['kind']> = Extract<SharedEntry, { kind: K }>['record'];

/**
 * A shared NPC as the compendium's stat block draws a monster: the same stat block (an NPC is a rules
 * Monster), its name in capitals, marked homebrew, with no other forms or lore. Its id stands in for
 * the slug; the library's own fields (avatar, friendly, player, sharing, dates) stay out.
 */
export function statBlockOfSharedNpc(npc: SharedRecord<'npcs'>): MonsterRecord {
  const {
    id,
    name,
    created: _created,
    updated: _updated,
    avatar: _avatar,
    friendly: _friendly,
    player_id: _player,
    shared: _shared,
    spellcasting,
    ...statBlock
  } = npc;
  return {
    ...statBlock,
    _id: 1,
    url: id,
    name: titleCase(name),
    source: 'homebrew',
    forms: [],
    environments: [],
    spellcasting: spellcasting ?? [],
  };
}

/** A shared spell as the compendium's spell card draws one: custom spells are kept in its shape. */
export function spellCardOfSharedSpell(spell: SharedRecord<'spells'>): SpellRecord {
  const { id, name, created: _created, updated: _updated, shared: _shared, material, higher_level, ...card } = spell;
  return {
    ...card,
    _id: 1,
    url: id,
    name: titleCase(name),
    subclasses: [],
    ...(material ? { material } : {}),
    ...(higher_level ? { higher_level } : {}),
  };
}
