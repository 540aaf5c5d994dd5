import { describe, expect, it } from 'vitest';
import { reminderNoticeText } from './reminder-notice.ts';

const fired = (text: string, removed: boolean) => ({
  type: 'reminder' as const,
  entityKey: 'warlock',
  entityName: 'Warlock',
  reminderKey: 'shield',
  title: 'Shield',
  text,
  removed,
});

describe('a reminder notice', () => {
  it('says its own text, and that it went when it removes itself', () => {
    expect(reminderNoticeText(fired('AC +5 until your turn', false))).toBe('AC +5 until your turn');
    expect(reminderNoticeText(fired('AC +5 until your turn', true))).toBe('AC +5 until your turn (Reminder removed)');
  });

  it('without a text of its own asks Keep reminder? or says Reminder removed, not its title again', () => {
    expect(reminderNoticeText(fired('Shield', false))).toBe('Keep reminder?');
    expect(reminderNoticeText(fired('Shield', true))).toBe('Reminder removed');
  });

  it('a concentration reminder fired by damage gives the save’s DC first: 10 or half the damage', () => {
    const concentrating = {
      ...fired('Make a constitution saving throw to keep concentrating.', false),
      title: 'Concentrating',
      concentration: { damage: 24, dc: 12 },
    };
    expect(reminderNoticeText(concentrating)).toBe(
      'DC 12 Constitution save (24 damage taken). Make a constitution saving throw to keep concentrating.',
    );
    const blessing = { ...fired('Concentration: Bless', false), title: 'Concentration: Bless' };
    expect(reminderNoticeText({ ...blessing, concentration: { damage: 7, dc: 10 } })).toBe(
      'DC 10 Constitution save (7 damage taken). Keep reminder?',
    );
  });
});
