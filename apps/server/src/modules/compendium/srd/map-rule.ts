import { sourceSlug } from '@skald/statblock/five-e-database/slug';
import type { CompendiumRule } from './compendium-records.ts';
import type { SrdRule } from './srd-source.ts';

/** Rules and their sections as one reference list; a section names the rule listing it as its parent. */
export function mapRules(rules: readonly SrdRule[], sections: readonly SrdRule[]): CompendiumRule[] {
  const parentOf = new Map<string, string>();
  for (const rule of rules) {
    for (const section of rule.subsections ?? []) parentOf.set(section.index, sourceSlug(rule.index, rule.name));
  }
  const sectionRule = (section: SrdRule): CompendiumRule => {
    const parent = parentOf.get(section.index);
    return {
      url: sourceSlug(section.index, section.name),
      name: section.name,
      desc: section.desc,
      ...(parent ? { parent } : {}),
    };
  };
  return [
    ...rules.map((rule) => ({ url: sourceSlug(rule.index, rule.name), name: rule.name, desc: rule.desc })),
    ...sections.map(sectionRule),
  ];
}
