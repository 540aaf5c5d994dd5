/** "very_rare" → "Very rare". */
export function rarityLabel(rarity: string): string {
  const words = rarity.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
