import { SENSES, type Sense } from '@skald/rules/constants/senses';
import { isSpeedKind, type SpeedKind } from '@skald/rules/constants/speeds';
import { isOneOf } from './one-of.ts';
import type { Skip } from './skipped.ts';

const FEET = /^(\d+) ft\./;
const PLAIN_RANGE = /^\d+ ft\.(?: \(blind beyond this radius\))?$/;

/** { walk: '30 ft.', fly: '60 ft.', hover: true } → { walk: 30, fly: 60 }; hovering is a note on flying, not a speed. */
export function mapSpeeds(
  speed: Readonly<Record<string, string | boolean>>,
  skip: Skip,
): Partial<Record<SpeedKind, number>> {
  const speeds: Partial<Record<SpeedKind, number>> = {};
  for (const [kind, value] of Object.entries(speed)) {
    if (kind === 'hover') continue;
    const feet = typeof value === 'string' ? FEET.exec(value)?.[1] : undefined;
    if (!isSpeedKind(kind) || feet === undefined) {
      skip(`speed.${kind}`, `"${String(value)}" is not a walk, swim, fly, burrow or climb speed in feet`);
      continue;
    }
    speeds[kind] = Number(feet);
  }
  return speeds;
}

export interface MappedSenses {
  senses: Partial<Record<Sense, number>>;
  passive_perception?: number;
}

/** { darkvision: '120 ft.', passive_perception: 23 } → darkvision 120, passive perception 23. */
export function mapSenses(senses: Readonly<Record<string, string | number>>, skip: Skip): MappedSenses {
  const result: MappedSenses = { senses: {} };
  for (const [sense, value] of Object.entries(senses)) {
    if (sense === 'passive_perception' && typeof value === 'number') {
      result.passive_perception = value;
      continue;
    }
    const text = String(value);
    const feet = FEET.exec(text)?.[1];
    if (!isOneOf(SENSES, sense) || feet === undefined) {
      skip(`senses.${sense}`, `"${text}" is not a blindsight, darkvision, tremorsense or truesight range`);
      continue;
    }
    result.senses[sense] = Number(feet);
    if (!PLAIN_RANGE.test(text)) skip(`senses.${sense}`, `"${text}": only the first range, ${feet} ft., is kept`);
  }
  return result;
}
