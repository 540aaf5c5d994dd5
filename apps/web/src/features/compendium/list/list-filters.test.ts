import { describe, expect, it } from 'vitest';
import {
  apiListParams,
  EMPTY_FILTERS,
  isFiltered,
  type ListFilters,
  listSearchParams,
  pageCount,
  readListFilters,
} from './list-filters.ts';

const read = (kind: Parameters<typeof readListFilters>[0], query: string) =>
  readListFilters(kind, new URLSearchParams(query));

describe('list filters in the address', () => {
  it('reads an empty query as the first page with nothing chosen', () => {
    expect(read('monsters', '')).toEqual(EMPTY_FILTERS);
  });

  it('reads the name, the page, repeated filters and a challenge range', () => {
    expect(read('monsters', 'name=+gob+&type=humanoid&type=beast&size=small&cr_min=0.25&cr_max=2&page=3')).toEqual({
      name: 'gob',
      page: 3,
      multi: { type: ['beast', 'humanoid'], size: ['small'] },
      crMin: 0.25,
      crMax: 2,
    });
  });

  it('drops what it does not know instead of passing it on', () => {
    expect(read('monsters', 'type=dinosaur&size=small&cr_min=0.3&page=-2&page=x&level=3')).toEqual({
      name: '',
      page: 1,
      multi: { size: ['small'] },
    });
  });

  it('keeps only the filters of the kind', () => {
    expect(read('spells', 'type=beast&level=0&level=3&school=evocation&class=wizard')).toEqual({
      name: '',
      page: 1,
      multi: { level: ['0', '3'], school: ['evocation'], class: ['wizard'] },
    });
    expect(read('conditions', 'type=beast&name=blind')).toEqual({ name: 'blind', page: 1, multi: {} });
  });

  it('keeps a known order, and leaves out the default and unknown ones', () => {
    expect(read('monsters', 'sort=challenge_rating:desc').sort).toBe('challenge_rating:desc');
    expect(read('monsters', 'sort=name').sort).toBeUndefined();
    expect(read('monsters', 'sort=level').sort).toBeUndefined();
    expect(read('conditions', 'sort=name:desc').sort).toBeUndefined();
    const view: ListFilters = { ...EMPTY_FILTERS, sort: 'level:desc' };
    expect(listSearchParams('spells', view).toString()).toBe('sort=level%3Adesc');
    expect(apiListParams('spells', view).get('sort')).toBe('level:desc');
  });

  it('puts a reversed challenge range the right way round', () => {
    expect(read('monsters', 'cr_min=5&cr_max=1')).toMatchObject({ crMin: 1, crMax: 5 });
  });

  it('writes the defaults out of the query, and a view reads back as itself', () => {
    expect(listSearchParams('monsters', EMPTY_FILTERS).toString()).toBe('');
    const view: ListFilters = {
      name: 'dragon',
      page: 2,
      multi: { type: ['dragon'], alignment: ['chaotic_evil'] },
      crMin: 10,
    };
    const query = listSearchParams('monsters', view);
    expect(query.toString()).toBe('name=dragon&type=dragon&alignment=chaotic_evil&cr_min=10&page=2');
    expect(readListFilters('monsters', query)).toEqual(view);
  });
});

describe('the API call of a view', () => {
  it('asks for one page of fifteen with the chosen fields', () => {
    const params = apiListParams('spells', { ...EMPTY_FILTERS, page: 3 }, { fields: ['name', 'level'] });
    expect(params.get('skip')).toBe('30');
    expect(params.get('limit')).toBe('15');
    expect(params.get('fields')).toBe('name level');
  });

  it('sends each filter as its repeated [] parameter', () => {
    const params = apiListParams('spells', {
      ...EMPTY_FILTERS,
      name: ' fire ',
      multi: { level: ['3'], class: ['wizard', 'sorcerer'] },
    });
    expect(params.get('name')).toBe('fire');
    expect(params.getAll('level[]')).toEqual(['3']);
    expect(params.getAll('classes[]')).toEqual(['wizard', 'sorcerer']);
  });

  it('sends a challenge range as exactly two values, filling an open end', () => {
    expect(apiListParams('monsters', { ...EMPTY_FILTERS, crMax: 2 }).getAll('challenge_rating[]')).toEqual(['0', '2']);
    expect(apiListParams('monsters', { ...EMPTY_FILTERS, crMin: 0.5 }).getAll('challenge_rating[]')).toEqual([
      '0.5',
      '30',
    ]);
    expect(apiListParams('monsters', EMPTY_FILTERS).has('challenge_rating[]')).toBe(false);
  });

  it('adds fixed parameters such as the homebrew source', () => {
    expect(apiListParams('monsters', EMPTY_FILTERS, { fixed: { source: 'homebrew' } }).get('source')).toBe('homebrew');
  });
});

describe('paging and filtering', () => {
  it('counts pages of fifteen, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(15)).toBe(1);
    expect(pageCount(16)).toBe(2);
    expect(pageCount(334)).toBe(23);
  });

  it('knows when anything narrows the list', () => {
    expect(isFiltered(EMPTY_FILTERS)).toBe(false);
    expect(isFiltered({ ...EMPTY_FILTERS, page: 4 })).toBe(false);
    expect(isFiltered({ ...EMPTY_FILTERS, name: 'orc' })).toBe(true);
    expect(isFiltered({ ...EMPTY_FILTERS, multi: { type: [] } })).toBe(false);
    expect(isFiltered({ ...EMPTY_FILTERS, crMin: 0 })).toBe(true);
  });
});
