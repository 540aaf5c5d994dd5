import { describe, expect, it } from 'vitest';
import { mapCondition } from '../../src/modules/compendium/srd/map-condition.ts';
import { mapRules } from '../../src/modules/compendium/srd/map-rule.ts';
import { fixtures } from './srd-fixtures.ts';

describe('mapCondition', () => {
  it('keeps a condition with our condition id and its lines as paragraphs', () => {
    const [blinded] = fixtures.conditions;
    if (!blinded) throw new Error('no fixture conditions');
    expect(mapCondition(blinded)).toEqual({
      value: {
        url: 'blinded',
        name: 'Blinded',
        condition: 'blinded',
        desc: '- Everything looks like the inside of a closed fist.\n\n- Guess where things are.',
      },
      skipped: [],
    });
  });

  it('leaves out and reports a condition the tracker cannot apply', () => {
    const dazzled = fixtures.conditions.find((condition) => condition.index === 'dazzled');
    if (!dazzled) throw new Error('no fixture dazzled');
    expect(mapCondition(dazzled)).toEqual({
      value: undefined,
      skipped: [{ record: 'conditions/dazzled', field: 'index', reason: expect.stringContaining('dazzled') }],
    });
  });
});

describe('mapRules', () => {
  it('lists the rules, then their sections with the slug of the rule that lists them as parent', () => {
    expect(mapRules(fixtures.rules, fixtures.ruleSections).map(({ url, parent }) => ({ url, parent }))).toEqual([
      { url: 'skirmishes', parent: undefined },
      { url: 'wilds', parent: undefined },
      { url: 'the-turn-dance', parent: 'skirmishes' },
      { url: 'hiding-in-fog', parent: 'skirmishes' },
      { url: 'camp-chores', parent: undefined },
    ]);
  });

  it('keeps name and markdown text', () => {
    expect(mapRules(fixtures.rules, fixtures.ruleSections)[3]).toEqual({
      url: 'hiding-in-fog',
      name: 'Hiding in Fog',
      desc: '## Hiding in Fog\n\nFog hides whoever stands in it.',
      parent: 'skirmishes',
    });
  });
});
