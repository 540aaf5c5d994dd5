/** Each difficulty word's colour, 2014's and 2024's alike: from grey (trivial) to red (deadly). */
export const DIFFICULTY_COLORS: Readonly<Record<string, string>> = {
  trivial: 'gray',
  easy: 'green',
  low: 'green',
  medium: 'yellow',
  moderate: 'yellow',
  hard: 'orange',
  high: 'orange',
  deadly: 'red',
};
