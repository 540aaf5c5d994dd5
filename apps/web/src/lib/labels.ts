/** Stored identifiers are snake_case ('lawful_good', 'sleight_of_hand'); people read words. */
export function words(id: string): string {
  return id.replace(/[_-]+/g, ' ').trim();
}

/** 'lawful_good' → 'Lawful good'. */
export function sentenceCase(id: string): string {
  const text = words(id);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'sleight_of_hand' → 'Sleight of Hand', for names that are titles in a stat block. */
export function titleCase(id: string): string {
  const small = new Set(['of', 'and', 'the', 'a', 'an', 'in', 'on', 'to']);
  return words(id)
    .split(' ')
    .map((word, index) => (index > 0 && small.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** 1 → '1st', 2 → '2nd', 11 → '11th'. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** 0 → 'Cantrip', 3 → '3rd level'. */
export function spellLevelLabel(level: number): string {
  return level === 0 ? 'Cantrip' : `${ordinal(level)} level`;
}

/** A list in prose: 'a', 'a and b', 'a, b and c'. */
export function listInWords(items: readonly string[], joiner = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items.at(-1)}`;
}

/** The first character a reader sees in a name (a whole emoji or flag, not half of one), capitalised: its picture. */
export function nameInitial(name: string): string {
  const first = new Intl.Segmenter().segment(name.trim())[Symbol.iterator]().next();
  return first.done ? '' : first.value.segment.toUpperCase();
}

/** A bonus or modifier as a sheet writes it: "+2", "-1", "+0". */
export function signed(value: number): string {
  return value < 0 ? String(value) : `+${value}`;
}
