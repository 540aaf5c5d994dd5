/**
 * Where dice get their randomness. The rules never call Math.random themselves: callers inject a
 * source, so every roll can be replayed in tests and the reducer stays deterministic.
 */
export interface RandomSource {
  /** A number in [0, 1), like Math.random. */
  next(): number;
}

/** The browser's or Node's Math.random, for real play. */
export const mathRandom: RandomSource = { next: () => Math.random() };

/** A repeatable source (mulberry32) for tests and replays: the same seed gives the same rolls. */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

/** A source that returns the given die faces in order, for tests that need exact rolls. */
export function scriptedDice(faces: { value: number; sides: number }[]): RandomSource {
  let index = 0;
  return {
    next() {
      const face = faces[index++];
      if (!face) throw new Error(`scriptedDice ran out after ${faces.length} rolls`);
      if (!Number.isInteger(face.value) || face.value < 1 || face.value > face.sides) {
        throw new Error(`scriptedDice: ${face.value} is not a face of a d${face.sides}`);
      }
      // The middle of the face's slice of [0, 1), so rollDie(sides) maps it back to `value`.
      return (face.value - 0.5) / face.sides;
    },
  };
}

/** One die of `sides` faces: 1 to sides inclusive. */
export function rollDie(sides: number, random: RandomSource): number {
  return Math.floor(random.next() * sides) + 1;
}
