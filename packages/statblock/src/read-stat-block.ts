import { type NpcRecordInput, npcRecordSchema } from '@skald/contract/library/npc-record';
import { STAT_BLOCK_TOO_LONG } from '@skald/contract/stat-block-limits';
import { fitNpcSchema } from './fit-npc-schema.ts';
import type { UnreadField } from './json/json-values.ts';
import { readJsonStatBlock } from './json/read-json-stat-block.ts';
import {
  MAX_STAT_BLOCK_LENGTH,
  type StatBlockLayout,
  type StatBlockReading,
  type UnreadLine,
} from './stat-block-reading.ts';
import { readTextStatBlock, type TextReading } from './text/read-text-stat-block.ts';

/**
 * Reads a stat block written as text (the SRD's layout, homebrew markdown, the 2024 layout, a copy whose line
 * breaks were lost) or as JSON (Skald, Shieldmaiden, 5e-database, Open5e, Improved Initiative). Pure and total:
 * any input gives a monster that `npcRecordSchema` accepts, or a message, never an exception. Text that parses
 * as JSON (an object, or a list whose first monster is read) goes to the JSON readers, anything else to the
 * text layouts' reader.
 */
export function readStatBlock(text: string): StatBlockReading {
  if (typeof text !== 'string' || text.trim() === '') return { ok: false, message: 'Paste a stat block to read.' };
  if (text.length > MAX_STAT_BLOCK_LENGTH) return { ok: false, message: STAT_BLOCK_TOO_LONG };
  try {
    return readWithin(text);
  } catch {
    // The readers are written not to throw; this keeps the promise if one ever does.
    return { ok: false, message: 'This stat block could not be read. Check it, or fill in the form yourself.' };
  }
}

function readWithin(text: string): StatBlockReading {
  const json = parsedJson(text);
  if (json.error !== undefined) return { ok: false, message: json.error };
  const reading = json.value === undefined ? readTextStatBlock(text) : readJson(text, json.value);
  if ('message' in reading) return { ok: false, message: reading.message };
  const fitted = fitNpcSchema(reading.monster);
  if ('message' in fitted) return { ok: false, message: fitted.message };
  if (!npcRecordSchema.safeParse(fitted.monster).success) {
    return { ok: false, message: 'The monster read could not be made to fit the NPC form.' };
  }
  return {
    ok: true,
    layout: reading.layout,
    monster: fitted.monster,
    unread: [...reading.unread, ...fitted.dropped.map((field) => located(text, field))],
  };
}

/** The JSON readers' answer, each unread field placed on the line that names it. */
function readJson(text: string, value: unknown): TextReading | JsonReadingWithLines {
  const read = readJsonStatBlock(value);
  return 'message' in read ? read : { ...read, unread: read.unread.map((field) => located(text, field)) };
}

type JsonReadingWithLines = { layout: StatBlockLayout; monster: NpcRecordInput; unread: UnreadLine[] };

/**
 * JSON when it parses as an object or a list; text starting with "{" that does not parse gets JSON's own
 * complaint, other text (a markdown link may start with "[") goes to the text reader.
 */
function parsedJson(text: string): { value?: unknown; error?: string } {
  const trimmed = text.trim();
  // Homebrewery's "{{monster,frame" block starts with a brace too, but no JSON starts with two.
  if ((!trimmed.startsWith('{') && !trimmed.startsWith('[')) || trimmed.startsWith('{{')) return {};
  try {
    const value: unknown = JSON.parse(trimmed);
    return typeof value === 'object' && value !== null ? { value } : {};
  } catch (error) {
    if (!trimmed.startsWith('{')) return {};
    const reason = error instanceof Error ? error.message : String(error);
    return { error: `This looks like JSON but is not valid JSON: ${reason}` };
  }
}

/** How a text stat block labels the numbers the schema may clamp, to place a clamped one on its line. */
const TEXT_LABELS: Readonly<Record<string, RegExp>> = {
  armor_class: /\b(?:armor class|AC)\b/i,
  hit_points: /\b(?:hit points|HP)\b/i,
  strength: /\bSTR\b/i,
  dexterity: /\bDEX\b/i,
  constitution: /\bCON\b/i,
  intelligence: /\bINT\b/i,
  wisdom: /\bWIS\b/i,
  charisma: /\bCHA\b/i,
};

/** A field as an unread line: the first line naming its last key (JSON) or its label (text), else line 1. */
function located(text: string, field: UnreadField): UnreadLine {
  const key = field.path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .pop();
  let at = key ? text.indexOf(`"${key}"`) : -1;
  if (at < 0 && key) at = TEXT_LABELS[key]?.exec(text)?.index ?? -1;
  const line = at < 0 ? 1 : text.slice(0, at).split('\n').length;
  return { line, text: field.text, path: field.path };
}
