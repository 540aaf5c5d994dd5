/** Things the runner must announce after a command: captions, deaths. */
export type EncounterEvent =
  | { type: 'damage-done'; target: string; amount: number; caption: string }
  | { type: 'healing-done'; target: string; amount: number; caption: string }
  | { type: 'died'; key: string; name: string }
  | { type: 'transformation-ended'; key: string; name: string };
