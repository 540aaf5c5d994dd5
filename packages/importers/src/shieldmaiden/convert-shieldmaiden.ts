import type { NpcRecord } from '@skald/contract/library/npc-record';
import type { Monster } from '@skald/rules/monster/monster';
import { isObject, textOf } from '@skald/statblock/json/json-values';
import { readShieldmaidenNpc } from '@skald/statblock/json/read-shieldmaiden-npc';
import { isCustomSpell } from '@skald/statblock/json/shieldmaiden-spellcasting';
import type { ConvertedFile, ConvertOptions } from '../converted-file.ts';
import { guarded } from '../guarded.ts';
import { type Keyed, LibraryBuilder } from '../library-builder.ts';
import { npcFromSource, recordName } from '../npc-from-reading.ts';
import { listed, nameText } from '../words.ts';
import { soundboardAddress } from './shieldmaiden-audio.ts';
import { compendiumName } from './shieldmaiden-combatant.ts';
import { shieldmaidenContent } from './shieldmaiden-content.ts';
import { convertShieldmaidenEncounter } from './shieldmaiden-encounter.ts';
import { convertShieldmaidenSpell } from './shieldmaiden-spell.ts';

/**
 * A Shieldmaiden file (`shieldmaiden-content.ts` reads its shapes) as a Skald library file: spells first, then
 * NPCs with their spells pointed at the converted ones, campaigns (name and background pictures), and encounters
 * in their campaigns with their combatants linked to the converted NPCs. Each record gets a fresh id.
 */
export async function convertShieldmaiden(json: unknown, options: ConvertOptions): Promise<ConvertedFile> {
  const content = shieldmaidenContent(json);
  if ('message' in content) return { ok: false, message: content.message };
  const file = new LibraryBuilder(options);
  for (const problem of content.problems) file.leftOut(problem.kind, problem.name, problem.reason);

  const spellIds = new Map<string, string>();
  for (const { key, value } of content.spells) {
    await file.step();
    const name = recordName(value, `spell ${key}`);
    const converted = guarded(() => convertShieldmaidenSpell(value));
    if ('refusal' in converted) {
      file.leftOut('spells', name, converted.refusal);
      continue;
    }
    const id = file.newId();
    for (const name of idsOf(key, value)) if (!spellIds.has(name)) spellIds.set(name, id);
    file.add('spells', { id, ...converted.spell });
    if (converted.change) file.changed('spells', name, converted.change);
  }

  const npcs = new Map<string, NpcRecord & { id: string }>();
  for (const { key, value } of content.npcs) {
    await file.step();
    const name = recordName(value, `NPC ${key}`);
    const converted = guarded(() => npcFromSource(value, readShieldmaidenNpc));
    if ('refusal' in converted) {
      file.leftOut('npcs', name, converted.refusal);
      continue;
    }
    const npc = { id: file.newId(), ...converted.npc };
    const missing = relinkSpells(npc, value, spellIds);
    for (const name of idsOf(key, value)) if (!npcs.has(name)) npcs.set(name, npc);
    file.add('npcs', npc);
    if (converted.change) file.changed('npcs', name, converted.change);
    if (missing.length > 0)
      file.changed(
        'npcs',
        name,
        missing.length === 1
          ? `Its spell ${missing[0]} is not in the file, so it was left out of its spells.`
          : `Its spells ${listed(missing)} are not in the file, so they were left out of its spells.`,
      );
  }

  const campaignIds = new Map<string, string>();
  for (const { key, value } of content.campaigns) {
    await file.step();
    const name = isObject(value) ? nameText(value.name) : undefined;
    if (!isObject(value) || !name) {
      file.leftOut('campaigns', recordName(value, `campaign ${key}`), 'It has no name, so it was left out.');
      continue;
    }
    const id = file.newId();
    for (const name of idsOf(key, value)) if (!campaignIds.has(name)) campaignIds.set(name, id);
    file.add('campaigns', {
      id,
      name: name.slice(0, 100),
      background: textOf(value.background) ?? '',
      hk_background: textOf(value.hk_background) ?? '',
    });
  }

  const srd = await srdMonsters(content.encounters, options);
  for (const { key, value, campaignKey } of content.encounters) {
    await file.step();
    const name = recordName(value, `encounter ${key}`);
    const campaignId = campaignIds.get(campaignKey) ?? null;
    const converted = guarded(() => convertShieldmaidenEncounter(value, campaignId, { npcs, srd }));
    if ('refusal' in converted) {
      file.leftOut('encounters', name, converted.refusal);
      continue;
    }
    file.add('encounters', { id: file.newId(), ...converted.encounter });
    const changes = campaignId
      ? converted.changes
      : ['Its campaign is not in the file, so it goes into the campaign chosen for the import.', ...converted.changes];
    // Its music goes on the soundboard, named after the encounter.
    const audio = isObject(value) ? value.audio : undefined;
    const address = soundboardAddress(audio);
    if (address) file.addSoundLink(name, address);
    else if (textOf(audio)) changes.push('Its audio is not a web address or a Spotify link, so it was left out.');
    if (changes.length > 0) file.changed('encounters', name, changes.join(' '));
  }
  return { ok: true, format: 'shieldmaiden', label: content.label, file: file.file(), notes: file.notes };
}

/** The ids links may name a record by: its key in the file, and the `harmless_key` it carries when that differs. */
function idsOf(key: string, record: unknown): string[] {
  const own = isObject(record) ? textOf(record.harmless_key) : undefined;
  return own && own !== key ? [key, own] : [key];
}

/**
 * Points an NPC's custom spells at the spells converted from the same file; a custom spell the file lacks is
 * taken out of its list. Answers the names of the spells taken out.
 */
function relinkSpells(npc: NpcRecord, source: unknown, spellIds: Map<string, string>): string[] {
  if (!isObject(source) || !npc.spellcasting) return [];
  const custom = new Set(
    ['caster_spells', 'innate_spells'].flatMap((field) =>
      isObject(source[field])
        ? Object.entries(source[field])
            .filter(([, spell]) => isCustomSpell(spell))
            .map(([id]) => id)
        : [],
    ),
  );
  const missing: string[] = [];
  npc.spellcasting = npc.spellcasting.map((casting) => ({
    ...casting,
    spells: casting.spells.flatMap((spell) => {
      if (!custom.has(spell.url)) return [spell];
      const id = spellIds.get(spell.url);
      if (!id) missing.push(spell.name);
      return id ? [{ ...spell, url: id }] : [];
    }),
  }));
  return missing;
}

/** The compendium monsters the file's encounters name (`npc: 'srd'`), looked up once each by name. */
async function srdMonsters(encounters: Keyed[], options: ConvertOptions): Promise<Map<string, Monster>> {
  const found = new Map<string, Monster>();
  if (!options.srdMonster) return found;
  const names = new Set<string>();
  for (const { value } of encounters) {
    const entities = isObject(value) && isObject(value.entities) ? Object.values(value.entities) : [];
    for (const entity of entities) {
      const name = isObject(entity) && (entity.npc === 'srd' || entity.npc === 'api') ? textOf(entity.name) : undefined;
      if (name) names.add(compendiumName(name));
    }
  }
  for (const name of names) {
    const monster = await options.srdMonster(name);
    if (monster) found.set(name, monster);
  }
  return found;
}
