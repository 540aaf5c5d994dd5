/** The colour of a health bar: green above half, yellow above a quarter, red below, grey at 0. */
export function healthColor(current: number, max: number): string {
  if (max <= 0 || current <= 0) return 'gray';
  const share = current / max;
  if (share > 0.5) return 'green';
  if (share > 0.25) return 'yellow';
  return 'red';
}
