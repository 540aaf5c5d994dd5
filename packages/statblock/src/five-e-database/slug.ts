const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** 'Potion of Healing (Greater)' → 'potion-of-healing-greater'; "Artisan's Tools" → 'artisans-tools'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The source's own index when it already is a slug, else one made from the name. */
export function sourceSlug(index: string | undefined, name: string): string {
  return index !== undefined && SLUG.test(index) ? index : slugify(name);
}

/** '/api/2014/spells/mage-hand' → 'mage-hand'. */
export function slugFromUrl(url: string | undefined, name: string): string {
  return sourceSlug(url?.split('/').pop(), name);
}
