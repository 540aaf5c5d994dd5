import { describe, expect, it } from 'vitest';
import { slugFromUrl, slugify, sourceSlug } from '../../src/five-e-database/slug.ts';

describe('slugs', () => {
  it('"Potion of Healing (Greater)" → potion-of-healing-greater; "Artisan\'s Tools" → artisans-tools; "Élan" → elan', () => {
    expect(slugify('Potion of Healing (Greater)')).toBe('potion-of-healing-greater');
    expect(slugify("Artisan's Tools")).toBe('artisans-tools');
    expect(slugify('Élan')).toBe('elan');
  });

  it("keeps the source's index when it already is a slug, else slugs the name", () => {
    expect(sourceSlug('deep-gnome-svirfneblin', 'Deep Gnome (Svirfneblin)')).toBe('deep-gnome-svirfneblin');
    expect(sourceSlug('Not A Slug', 'Glimmer Newt')).toBe('glimmer-newt');
    expect(sourceSlug(undefined, 'Glimmer Newt')).toBe('glimmer-newt');
  });

  it('takes the last part of a source url: /api/2014/spells/mage-hand → mage-hand', () => {
    expect(slugFromUrl('/api/2014/spells/mage-hand', 'Mage Hand')).toBe('mage-hand');
  });
});
