import { describe, expect, it } from 'vitest';
import {
  alphaDash,
  alphaNum,
  audio,
  between,
  email,
  hitDice,
  json,
  maxLength,
  maxValue,
  minLength,
  minValue,
  range,
  recharge,
  required,
  uniqueUsername,
  url,
  variableCheck,
} from '../../src/validation/form-rules.ts';

describe('required', () => {
  it.each([undefined, null, '', '   ', false, []])('rejects %j with "{field} is required"', (value) => {
    expect(required('Name', value)).toBe('Name is required');
  });

  it.each(['Orc', 0, true, ['fire']])('accepts %j', (value) => {
    expect(required('Name', value)).toBeUndefined();
  });
});

describe('max length', () => {
  it('accepts 5 characters for a limit of 5 and rejects 6 with "{field} must be {length} or less"', () => {
    expect(maxLength('Name', 'Goblin'.slice(0, 5), 5)).toBeUndefined();
    expect(maxLength('Name', 'Goblin', 5)).toBe('Name must be 5 or less');
  });

  it('counts an emoji as one character', () => {
    expect(maxLength('Name', '🐉🐉', 2)).toBeUndefined();
  });

  it('leaves an empty field to required', () => {
    expect(maxLength('Name', '', 0)).toBeUndefined();
  });
});

describe('min length', () => {
  it(`rejects 2 characters for a minimum of 3 with "{field} can't be under {length}"`, () => {
    expect(minLength('Password', 'ab', 3)).toBe("Password can't be under 3");
    expect(minLength('Password', 'abc', 3)).toBeUndefined();
  });

  it('leaves an empty field to required', () => {
    expect(minLength('Password', undefined, 3)).toBeUndefined();
  });
});

describe('max value', () => {
  it('accepts 20 for a maximum of 20 and rejects 21 with "{field} must be {max} or less"', () => {
    expect(maxValue('Level', 20, 20)).toBeUndefined();
    expect(maxValue('Level', '21', 20)).toBe('Level must be 20 or less');
  });

  it('rejects text that is not a number', () => {
    expect(maxValue('Level', 'ten', 20)).toBe('Level must be 20 or less');
  });
});

describe('min value', () => {
  it(`accepts 1 for a minimum of 1 and rejects 0 with "{field} can't be under {min}"`, () => {
    expect(minValue('Level', '1', 1)).toBeUndefined();
    expect(minValue('Level', 0, 1)).toBe("Level can't be under 1");
  });

  it('leaves an empty field to required', () => {
    expect(minValue('Level', null, 1)).toBeUndefined();
  });
});

describe('between', () => {
  it('accepts both ends of 1 to 20 and rejects 0 and 21 with "Must be between {minimum} and {maximum}"', () => {
    expect(between(1, 1, 20)).toBeUndefined();
    expect(between('20', 1, 20)).toBeUndefined();
    expect(between(0, 1, 20)).toBe('Must be between 1 and 20');
    expect(between(21, 1, 20)).toBe('Must be between 1 and 20');
  });

  it('rejects text that is not a number', () => {
    expect(between('5abc', 1, 20)).toBe('Must be between 1 and 20');
  });
});

describe('alpha_dash', () => {
  it('accepts letters, digits, dashes and underscores, accents included', () => {
    expect(alphaDash('grog_the-2nd')).toBeUndefined();
    expect(alphaDash('Aelar_Galanodél')).toBeUndefined();
  });

  it.each(['grog the 2nd', 'grog!', 'a.b'])('rejects %j', (value) => {
    expect(alphaDash(value)).toBe('may only contain alpha-numeric characters, dashes and underscores');
  });
});

describe('alpha_num', () => {
  it('accepts letters and digits only', () => {
    expect(alphaNum('Grog2')).toBeUndefined();
    expect(alphaNum('grog_2')).toBe('may only contain alpha-numeric characters.');
  });
});

describe('email', () => {
  it('accepts dm@example.org', () => {
    expect(email('Email', 'dm@example.org')).toBeUndefined();
  });

  it.each(['dm@example', 'dm example@example.org', 'example.org', '@example.org'])('rejects %j', (value) => {
    expect(email('Email', value)).toBe('Email must be a valid email address.');
  });
});

describe('recharge', () => {
  it.each(['6', '5-6', 'rest'])('accepts %j', (value) => {
    expect(recharge(value)).toBeUndefined();
  });

  it.each(['5 - 6', '5-', 'long rest', 'six', '5-6-7'])('rejects %j with "Allowed format: 6, 5-6 or rest"', (value) => {
    expect(recharge(value)).toBe('Allowed format: 6, 5-6 or rest');
  });
});

describe('range', () => {
  it.each(['20', '20/60', '5'])('accepts %j', (value) => {
    expect(range(value)).toBeUndefined();
  });

  it.each(['20/', '20 ft.', '20/60/120', '/60'])('rejects %j with "Allowed format: 20 or 20/60"', (value) => {
    expect(range(value)).toBe('Allowed format: 20 or 20/60');
  });
});

describe('hit_dice', () => {
  it.each(['2d6', '18d10'])('accepts %j', (value) => {
    expect(hitDice(value)).toBeUndefined();
  });

  it.each(['d6', '2d', '2d6+3', '2 d6', 'two'])('rejects %j with "Allowed format: 2d6"', (value) => {
    expect(hitDice(value)).toBe('Allowed format: 2d6');
  });
});

describe('url', () => {
  it.each([
    'https://www.dndbeyond.com/monsters/orc',
    'http://example.org',
    'www.example.org',
    'example.co.uk/path?query=1',
    'https://example.org:8080/music.mp3',
  ])('accepts %j', (value) => {
    expect(url('Link', value)).toBeUndefined();
  });

  it.each(['ftp://example.org', 'example', 'https://example.toolong', 'http://localhost:3000', 'example .org'])(
    'rejects %j with "{field} must be a valid URL"',
    (value) => {
      expect(url('Link', value)).toBe('Link must be a valid URL');
    },
  );
});

describe('audio', () => {
  it('accepts a web link and a spotify: URI', () => {
    expect(audio('Track', 'https://example.org/tavern.mp3')).toBeUndefined();
    expect(audio('Track', 'spotify:track:4uLU6hMCjMI75M1A2tKUQC')).toBeUndefined();
  });

  it('rejects anything else with "{field} must be a valid URL or URI"', () => {
    expect(audio('Track', 'tavern music')).toBe('Track must be a valid URL or URI');
    expect(audio('Track', 'spotify')).toBe('Track must be a valid URL or URI');
  });
});

describe('variable_check', () => {
  const variables = ['target', 'damage'];

  it('accepts text whose every bracketed word is a variable, and text with none', () => {
    expect(variableCheck('notification', '[target] takes [damage] fire damage', variables)).toBeUndefined();
    expect(variableCheck('notification', 'Roll a concentration save', variables)).toBeUndefined();
  });

  it('rejects an undefined one with "The {field} contains undefined variables."', () => {
    expect(variableCheck('notification', '[target] takes [amount] damage', variables)).toBe(
      'The notification contains undefined variables.',
    );
  });

  it('rejects empty brackets too', () => {
    expect(variableCheck('notification', '[] takes damage', variables)).toBe(
      'The notification contains undefined variables.',
    );
  });
});

describe('json', () => {
  it.each(['{"a": 1}', '[1, 2]', '"text"', '3'])('accepts %j', (value) => {
    expect(json(value)).toBeUndefined();
  });

  it.each(['{a: 1}', "{'a': 1}", '[1, 2'])('rejects %j with "This field contains invalid JSON"', (value) => {
    expect(json(value)).toBe('This field contains invalid JSON');
  });
});

describe('username', () => {
  it('rejects a name already taken, whatever its case, with the spec message', () => {
    expect(uniqueUsername('Gandalf', ['frodo', 'gandalf'])).toBe('This username has already been taken');
  });

  it('accepts a free one', () => {
    expect(uniqueUsername('Radagast', ['frodo', 'gandalf'])).toBeUndefined();
  });
});

describe('every rule but required leaves an empty field alone', () => {
  it.each([undefined, null, '', '  '])('%j passes', (value) => {
    expect([
      maxLength('Name', value, 1),
      minLength('Name', value, 3),
      maxValue('Level', value, 20),
      minValue('Level', value, 1),
      between(value, 1, 20),
      alphaDash(value),
      alphaNum(value),
      email('Email', value),
      recharge(value),
      range(value),
      hitDice(value),
      url('Link', value),
      audio('Track', value),
      variableCheck('notification', value, []),
      json(value),
      uniqueUsername(value, ['']),
    ]).toEqual(Array(16).fill(undefined));
  });
});
