import type { SrdDamage, SrdDamageChoice, SrdDamageEntry } from './monster-source.ts';
import type { Skip } from './skipped.ts';

export interface DamageVariant {
  /** What was chosen ('Two handed', 'Thunder'), empty when the damage offers no choice. */
  labels: string[];
  damage: SrdDamage[];
}

function isChoice(entry: SrdDamageEntry): entry is SrdDamageChoice {
  return 'choose' in entry;
}

/**
 * One variant per way of choosing the source's `choose`/`from` damage ("1d8 slashing, or 1d10 with two
 * hands"; "lightning or thunder"), each with the fixed damage in its place; a single variant otherwise.
 */
export function damageVariants(
  damage: readonly SrdDamageEntry[] | undefined,
  field: string,
  skip: Skip,
): DamageVariant[] {
  let variants: DamageVariant[] = [{ labels: [], damage: [] }];
  for (const entry of damage ?? []) {
    if (!isChoice(entry)) {
      variants = variants.map((variant) => ({ ...variant, damage: [...variant.damage, entry] }));
      continue;
    }
    if (entry.choose !== 1) {
      skip(`${field}.damage`, `choose ${entry.choose} of the damage options: one entry per option`);
    }
    variants = variants.flatMap((variant) =>
      entry.from.options.map((option, index) => ({
        labels: [...variant.labels, option.notes ?? option.damage_type?.name ?? `option ${index + 1}`],
        damage: [...variant.damage, option],
      })),
    );
  }
  return variants;
}
