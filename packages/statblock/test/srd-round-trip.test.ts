import { describe, expect, it } from 'vitest';
import { mapMonster } from '../src/five-e-database/map-monster.ts';
import { readStatBlock } from '../src/read-stat-block.ts';
import { renderStatBlock } from '../src/render/render-stat-block.ts';
import type { TextLayout } from '../src/text/read-text-stat-block.ts';
import { compareMonsters, type FieldCheck } from './round-trip/compare-monsters.ts';
import { srdMonsters } from './round-trip/srd-monsters.ts';

/**
 * Every SRD monster, mapped by the compendium's mapping, written out by our renderer in each text layout and
 * read back: the share of fields that come back the same. The floors are what the reader reaches today; the
 * aim is 95 % in every layout.
 */
const FLOORS: Record<TextLayout, number> = { 'srd-text': 0.99, markdown: 0.99, 'srd-2024': 0.99, flattened: 0.99 };

const monsters = srdMonsters().map((source) => mapMonster(source).value.monster);

describe('the SRD round trip: render, read back, the same numbers', () => {
  it('reads back the SRD monsters in every text layout', { timeout: 20_000 }, () => {
    expect(monsters.length).toBeGreaterThan(300);
    const report: string[] = [];
    const shares: Record<string, number> = {};
    for (const layout of Object.keys(FLOORS) as TextLayout[]) {
      const checks: FieldCheck[] = [];
      for (const monster of monsters) {
        const reading = readStatBlock(renderStatBlock(monster, layout));
        checks.push({ field: 'layout', right: reading.ok && reading.layout === layout });
        checks.push(...compareMonsters(monster, reading.ok ? (reading.monster as typeof monster) : {}));
      }
      const share = checks.filter((check) => check.right).length / checks.length;
      shares[layout] = share;
      report.push(`${layout}: ${(share * 100).toFixed(1)} % of ${checks.length} fields right`);
      report.push(`  worst: ${worstFields(checks).join(', ')}`);
    }
    console.log(`SRD round trip (${monsters.length} monsters)\n${report.join('\n')}`);
    for (const [layout, floor] of Object.entries(FLOORS)) expect(shares[layout], layout).toBeGreaterThanOrEqual(floor);
  });
});

/** The field kinds missed most often ("actions.*.0.attack_bonus" counts every action's first to-hit). */
function worstFields(checks: readonly FieldCheck[]): string[] {
  const misses = new Map<string, number>();
  for (const { field, right } of checks) {
    if (right) continue;
    const kind = field.replace(
      /^(special_abilities|actions|legendary_actions|reactions)\..+?\.(\d+\.|recharge|limit|legendary_cost)/,
      '$1.*.$2',
    );
    misses.set(kind, (misses.get(kind) ?? 0) + 1);
  }
  return [...misses.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([field, count]) => `${field} (${count})`);
}
