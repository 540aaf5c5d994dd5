import type { SourceLine } from './source-lines.ts';

const SIZES = ['Tiny', 'Small', 'Medium', 'Large', 'Huge', 'Gargantuan'];

// The words that start a stat block's parts: its labels, its headings, the size that starts the type line.
const PART_WORDS = [
  'Armor Class',
  'Hit Points',
  'Speed',
  'Saving Throws',
  'Skills',
  'Damage Vulnerabilities',
  'Damage Resistances',
  'Damage Immunities',
  'Condition Immunities',
  'Senses',
  'Languages',
  'Challenge',
  'Proficiency Bonus',
  'Traits',
  'Actions',
  'Bonus Actions',
  'Reactions',
  'Legendary Actions',
  'Initiative',
  'Vulnerabilities',
  'Resistances',
  'Immunities',
  'Gear',
  ...SIZES,
  ...['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA', 'Str', 'Dex', 'Con', 'Int', 'Wis', 'Cha'],
];
// A part's first word run into the word before it ("Reedback ToadMedium beast", "unalignedArmor Class 11",
// "(4d8 + 8)Speed"), or a sentence run into the next ("air and water.Standing Leap.", "XP)Amphibious."), or a
// heading into its first entry ("ActionsBite."). Fixed words and one character around them: linear.
const GLUED_WORD = new RegExp(
  `(?<=[a-z0-9)—])(?=(?:${PART_WORDS.join('|')})(?![a-z])|(?:AC|HP|CR|PB) ?[+\\d])|(?<=[A-Z]{2})(?=(?:${SIZES.join('|')}) [a-z]|(?:Str|Dex|Con|Int|Wis|Cha) ?\\d)`,
  'g',
);
const GLUED_SENTENCE = /(?<=[a-z)]\.|\))(?=[A-Z])/g;
const GLUED_HEADING = /(?<=\b(?:Traits|Actions|Reactions))(?=[A-Z][a-z])/g;
// A label printed on a line of its own, run into its value: "Armor Class16 (Natural Armor)", "Hit Points95".
const GLUED_VALUE = new RegExp(`(?<=\\b(?:${PART_WORDS.join('|')}))(?=[\\d+—])`, 'g');
// A list the page wrapped after its comma: "bludgeoning,piercing".
const GLUED_LIST = /,(?=[a-z])/g;
// One such join may be a name in camel case; a line with three holds a stat block whose spaces were lost.
const GLUED_LINE = 3;

/**
 * A PDF may lose the line breaks of a copy without leaving a space in their place: "Reedback ToadMedium beast,
 * unalignedArmor Class 11Hit Points 26 (4d8 + 8)Speed 20 ft." Such a line gets its spaces back, so it reads as
 * any flattened copy.
 */
export function unglueLines(lines: readonly SourceLine[]): SourceLine[] {
  return lines.map((line) => {
    const joins = (line.text.match(GLUED_WORD)?.length ?? 0) + (line.text.match(GLUED_SENTENCE)?.length ?? 0);
    if (joins < GLUED_LINE) return line;
    const text = line.text
      .replace(GLUED_WORD, ' ')
      .replace(GLUED_SENTENCE, ' ')
      .replace(GLUED_HEADING, ' ')
      .replace(GLUED_VALUE, ' ')
      .replace(GLUED_LIST, ', ');
    return { line: line.line, text };
  });
}
