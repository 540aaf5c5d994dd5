import fiveEDatabaseArray from './samples/5e-database-array.json';
import fiveEDatabaseOne from './samples/5e-database-one.json';
import fiveEDatabaseSpellcaster from './samples/5e-database-spellcaster.json';
import broken5eDatabaseArray from './samples/broken-5e-database-array.json';
import brokenImprovedInitiativeStore from './samples/broken-improved-initiative-store.json';
import brokenOpen5ePage from './samples/broken-open5e-page.json';
import brokenShieldmaidenDanglingLinks from './samples/broken-shieldmaiden-dangling-links.json';
import brokenShieldmaidenEncountersList from './samples/broken-shieldmaiden-encounters-list.json';
import brokenShieldmaidenMissingIds from './samples/broken-shieldmaiden-missing-ids.json';
import brokenShieldmaidenOutOfRange from './samples/broken-shieldmaiden-out-of-range.json';
import brokenShieldmaidenStringRecords from './samples/broken-shieldmaiden-string-records.json';
import brokenShieldmaidenV2NoMeta from './samples/broken-shieldmaiden-v2-no-meta.json';
import brokenShieldmaidenWrongTypes from './samples/broken-shieldmaiden-wrong-types.json';
import improvedInitiativeCharacter from './samples/improved-initiative-character.json';
import improvedInitiativeEncounterStore from './samples/improved-initiative-encounter-store.json';
import improvedInitiativeStatblock from './samples/improved-initiative-statblock.json';
import improvedInitiativeStore from './samples/improved-initiative-store.json';
import open5eLegendary from './samples/open5e-legendary.json';
import open5eOne from './samples/open5e-one.json';
import open5ePage from './samples/open5e-page.json';
import shieldmaidenBareNpc from './samples/shieldmaiden-bare-npc.json';
import shieldmaidenBareSpell from './samples/shieldmaiden-bare-spell.json';
import shieldmaidenLegacyArray from './samples/shieldmaiden-legacy-array.json';
import shieldmaidenLegacyNpcWithSpell from './samples/shieldmaiden-legacy-npc-with-spell.json';
import shieldmaidenV1 from './samples/shieldmaiden-v1.json';
import shieldmaidenV2Campaign from './samples/shieldmaiden-v2-campaign.json';
import shieldmaidenV2Fight from './samples/shieldmaiden-v2-fight.json';
import shieldmaidenV2Npcs from './samples/shieldmaiden-v2-npcs.json';
import unrecognisedShoppingList from './samples/unrecognised-shopping-list.json';

/** Every blind sample file by its name, as the tests hand it to the converter: parsed JSON, any shape. */
export const SAMPLE_FILES: Record<string, unknown> = {
  '5e-database-array.json': fiveEDatabaseArray,
  '5e-database-one.json': fiveEDatabaseOne,
  '5e-database-spellcaster.json': fiveEDatabaseSpellcaster,
  'broken-5e-database-array.json': broken5eDatabaseArray,
  'broken-improved-initiative-store.json': brokenImprovedInitiativeStore,
  'broken-open5e-page.json': brokenOpen5ePage,
  'broken-shieldmaiden-dangling-links.json': brokenShieldmaidenDanglingLinks,
  'broken-shieldmaiden-encounters-list.json': brokenShieldmaidenEncountersList,
  'broken-shieldmaiden-missing-ids.json': brokenShieldmaidenMissingIds,
  'broken-shieldmaiden-out-of-range.json': brokenShieldmaidenOutOfRange,
  'broken-shieldmaiden-string-records.json': brokenShieldmaidenStringRecords,
  'broken-shieldmaiden-v2-no-meta.json': brokenShieldmaidenV2NoMeta,
  'broken-shieldmaiden-wrong-types.json': brokenShieldmaidenWrongTypes,
  'improved-initiative-character.json': improvedInitiativeCharacter,
  'improved-initiative-encounter-store.json': improvedInitiativeEncounterStore,
  'improved-initiative-statblock.json': improvedInitiativeStatblock,
  'improved-initiative-store.json': improvedInitiativeStore,
  'open5e-legendary.json': open5eLegendary,
  'open5e-one.json': open5eOne,
  'open5e-page.json': open5ePage,
  'shieldmaiden-bare-npc.json': shieldmaidenBareNpc,
  'shieldmaiden-bare-spell.json': shieldmaidenBareSpell,
  'shieldmaiden-legacy-array.json': shieldmaidenLegacyArray,
  'shieldmaiden-legacy-npc-with-spell.json': shieldmaidenLegacyNpcWithSpell,
  'shieldmaiden-v1.json': shieldmaidenV1,
  'shieldmaiden-v2-campaign.json': shieldmaidenV2Campaign,
  'shieldmaiden-v2-fight.json': shieldmaidenV2Fight,
  'shieldmaiden-v2-npcs.json': shieldmaidenV2Npcs,
  'unrecognised-shopping-list.json': unrecognisedShoppingList,
};
