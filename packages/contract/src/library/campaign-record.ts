import { DEFAULT_FOLLOWER_VISIBILITY } from '@skald/rules/encounter/follower-visibility';
import { z } from 'zod';
import { followerVisibilitySchema } from '../live/visibility-schema.ts';
import { COIN_NAMES, type Coin, EMPTY_PURSE, MAX_COINS_OF_A_KIND, purseFromCopper } from './coins.ts';
import { collectionRoutes } from './collection-routes.ts';
import { formMessages } from './form-messages.ts';
import { longText, plainName } from './record-fields.ts';

/** How a campaign's characters level up (content.md §3); a campaign without one is on milestones. */
export const ADVANCEMENTS = ['milestone', 'experience'] as const;
export type Advancement = (typeof ADVANCEMENTS)[number];

/** The most entries a campaign's inventory holds. */
export const MAX_INVENTORY_ITEMS = 500;
/** The most players and the most companions one campaign holds. */
export const MAX_CAMPAIGN_MEMBERS = 100;

const hitPoints = (field: string, min: number) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(min, formMessages.minValue(field, min))
    .max(100_000, formMessages.maxValue(field, 100_000))
    .optional();
const meter = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * What a player or companion carries from one encounter to the next in this campaign (rules'
 * `CarriedState`): hit points, temporary hit points, a lowered maximum, death saves and the campaign's
 * damage meters. Empty for a member who has not fought yet.
 */
export const campaignMemberStateSchema = z.strictObject({
  curHp: hitPoints('Current hit points', 0),
  tempHp: hitPoints('Temporary hit points', 0),
  maxHpMod: hitPoints('Maximum hit point modifier', -100_000),
  dead: z.boolean().optional(),
  stable: z.boolean().optional(),
  saves: z.partialRecord(z.enum(['1', '2', '3', '4', '5']), z.enum(['success', 'failure'])).optional(),
  meters: z
    .strictObject({
      damage: meter,
      healing: meter,
      overkill: meter,
      overhealing: meter,
      damageTaken: meter,
      healingTaken: meter,
      overkillTaken: meter,
      overhealingTaken: meter,
    })
    .optional(),
});
export type CampaignMemberState = z.output<typeof campaignMemberStateSchema>;

/** A player's state in this campaign, keyed by the player's id. */
export const campaignPlayerSchema = campaignMemberStateSchema;
/** A companion's state in this campaign, keyed by the NPC's id (an NPC with a player_id). */
export const campaignCompanionSchema = campaignMemberStateSchema;

/** What an inventory entry points at: a custom item of the owner (`custom`) or a compendium item's key. */
export const linkedItemSchema = z.strictObject({
  key: z
    .string()
    .trim()
    .min(1, formMessages.required('Linked item'))
    .max(200, formMessages.maxLength('Linked item', 200)),
  custom: z.boolean(),
});
export type LinkedItem = z.output<typeof linkedItemSchema>;

/** One entry of the party's inventory. Unidentified, the players see only its public name. */
export const inventoryItemSchema = z.strictObject({
  name: plainName('Item name'),
  identified: z.boolean().default(false),
  public_name: z.string().trim().max(100, formMessages.maxLength('Public name', 100)).default(''),
  linked_item: linkedItemSchema.nullable().default(null),
});
export type InventoryItem = z.output<typeof inventoryItemSchema>;

const coinCount = (coin: Coin) =>
  z
    .number({ error: `${COIN_NAMES[coin]} must be a whole number` })
    .int(`${COIN_NAMES[coin]} must be a whole number`)
    .min(0, formMessages.minValue(COIN_NAMES[coin], 0))
    .max(MAX_COINS_OF_A_KIND, formMessages.maxValue(COIN_NAMES[coin], MAX_COINS_OF_A_KIND))
    .default(0);

/**
 * Coins as given (`coins.ts`): 35 gp 12 sp is kept so. A whole number is a purse saved before, a copper
 * total (an older export file), read as the fewest coins, as it was shown.
 */
export const purseSchema = z.preprocess(
  (value) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? purseFromCopper(value) : value),
  z.strictObject(
    { pp: coinCount('pp'), gp: coinCount('gp'), sp: coinCount('sp'), cp: coinCount('cp') },
    { error: 'Send the coins as how many pp, gp, sp and cp.' },
  ),
);

export const inventorySchema = z.strictObject({
  /** The party's coins, each kind as many as given. */
  currency: purseSchema.default(EMPTY_PURSE),
  items: z
    .array(inventoryItemSchema)
    .max(MAX_INVENTORY_ITEMS, `An inventory holds at most ${MAX_INVENTORY_ITEMS} items.`)
    .default([]),
});
export type Inventory = z.output<typeof inventorySchema>;

const memberMap = <Member extends z.ZodType>(member: Member, what: string) =>
  z
    .record(z.uuid(), member, {
      error: (issue) =>
        issue.code === 'invalid_key'
          ? `Each of the campaign's ${what} is named by its id.`
          : `Send the ${what} as a map of ids.`,
    })
    .refine((map) => Object.keys(map).length <= MAX_CAMPAIGN_MEMBERS, {
      error: `A campaign holds at most ${MAX_CAMPAIGN_MEMBERS} ${what}.`,
    })
    .default({});

/** A campaign (content.md §3), saved whole. The server counts `player_count` from `players` on every save. */
export const campaignRecordSchema = z.strictObject({
  name: plainName('Name'),
  background: longText('Background'),
  /** One of the app's own background pictures, by name; empty for none. */
  hk_background: z.string().trim().max(100, formMessages.maxLength('Background picture', 100)).default(''),
  player_count: z.number().int().min(0).default(0),
  advancement: z.enum(ADVANCEMENTS, { error: 'Advancement is milestone or experience.' }).default('milestone'),
  /** Hidden from followers (content.md §6). */
  private: z.boolean().default(false),
  players: memberMap(campaignPlayerSchema, 'players'),
  companions: memberMap(campaignCompanionSchema, 'companions'),
  inventory: inventorySchema.default({ currency: EMPTY_PURSE, items: [] }),
  /** What followers of the campaign's live broadcast see of each side (issue 14); combatants may override. */
  follower_visibility: followerVisibilitySchema.default(DEFAULT_FOLLOWER_VISIBILITY),
  /** When the campaign was last saved (ISO), for the followed-campaigns list's order. */
  timestamp: z.iso.datetime().optional(),
});
export type CampaignRecordInput = z.input<typeof campaignRecordSchema>;
export type CampaignRecord = z.output<typeof campaignRecordSchema>;

/** A campaign's row in a list (the spec's search record). */
export const campaignSummarySchema = z.object({
  name: z.string(),
  background: z.string(),
  hk_background: z.string(),
  player_count: z.number().int(),
  advancement: z.enum(ADVANCEMENTS),
  timestamp: z.string().nullable(),
  private: z.boolean(),
});

export const campaignRoutes = collectionRoutes('campaigns', 'Campaigns', campaignRecordSchema, campaignSummarySchema);
