import { MAX_STAT_BLOCK_LENGTH, STAT_BLOCK_TOO_LONG } from '@skald/contract/stat-block-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../src/http/openapi-from-routes.ts';
import { startToolsApp, type ToolsApp } from './tools-app.ts';

const GOBLIN_TEXT = [
  'Bramble Scout',
  'Small humanoid (goblinoid), neutral evil',
  'Armor Class 15 (leather armor, shield)',
  'Hit Points 9 (2d6 + 2)',
  'Speed 30 ft.',
  'STR DEX CON INT WIS CHA',
  '8 (-1) 14 (+2) 12 (+1) 10 (+0) 8 (-1) 8 (-1)',
  'Skills Stealth +6',
  'Senses darkvision 60 ft., passive Perception 9',
  'Languages Common, Goblin',
  'Challenge 1/4 (50 XP)',
  'Actions',
  'Thorn Knife. Melee Weapon Attack: +4 to hit, reach 5 ft., one target. Hit: 5 (1d6 + 2) piercing damage.',
].join('\n');

let tools: ToolsApp;

beforeAll(async () => {
  tools = await startToolsApp();
});

afterAll(async () => {
  await tools?.app.close();
});

const read = (payload: unknown) => tools.read(payload);

describe('POST /api/tools/read-stat-block', () => {
  it('reads a stat block for a visitor who is not signed in: the layout, the NPC and its attack roll', async () => {
    const response = await read({ text: GOBLIN_TEXT });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.layout).toBe('srd-text');
    expect(answer.monster).toMatchObject({
      name: 'bramble scout',
      size: 'small',
      type: 'humanoid',
      armor_class: 15,
      hit_points: 9,
      challenge_rating: 0.25,
      dexterity: 14,
    });
    expect(answer.monster.actions[0].action_list[0]).toMatchObject({ type: 'melee_weapon', attack_bonus: 4 });
    expect(Array.isArray(answer.unread)).toBe(true);
  });

  it("answers another site's page: a preflight allows any origin to POST JSON, and the answer may be read", async () => {
    const preflight = await tools.app.inject({
      method: 'OPTIONS',
      url: '/api/tools/read-stat-block',
      headers: {
        origin: 'https://homebrew.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-headers']).toMatch(/content-type/i);
    const response = await tools.app.inject({
      method: 'POST',
      url: '/api/tools/read-stat-block',
      headers: { origin: 'https://homebrew.example' },
      payload: { text: GOBLIN_TEXT },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('reads JSON and names the fields it left out by their path', async () => {
    const response = await read({
      text: JSON.stringify({
        name: 'Mire Toad',
        armor_class: 12,
        hit_points: 11,
        challenge_rating: 0.5,
        glow: 'green',
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      layout: 'skald-json',
      monster: { name: 'mire toad', armor_class: 12, hit_points: 11 },
      unread: [{ line: 1, path: 'glow', text: 'glow: green (not a field of an NPC)' }],
    });
  });

  it('answers 422 in the server’s error shape when the text holds no stat block', async () => {
    const response = await read({ text: '   ' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: 'Paste a stat block to read.',
    });
  });

  it('refuses text over the limit with the schema’s sentence, and a body without text', async () => {
    const long = await read({ text: 'a'.repeat(MAX_STAT_BLOCK_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(STAT_BLOCK_TOO_LONG);
    const missing = await read({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Send the stat block as text.');
  });

  it('reads the longest text allowed, hostile or not, without a server error', async () => {
    for (const text of ['{'.repeat(MAX_STAT_BLOCK_LENGTH), 'Armor Class 1 '.repeat(MAX_STAT_BLOCK_LENGTH / 14)]) {
      const response = await read({ text });
      expect(response.statusCode).toBeLessThan(500);
    }
  });

  it('is in the OpenAPI document, public, with its summary and the Tools tag', async () => {
    const response = await tools.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    const document = response.json() as OpenApiDocument;
    const operation = document.paths['/api/tools/read-stat-block']?.post;
    expect(operation?.summary).toBe('Reads a stat block pasted as text or JSON into a monster');
    expect(operation?.tags).toEqual(['Tools']);
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '422', '429', '503']),
    );
    expect(document.tags?.map((tag) => tag.name)).toContain('Tools');
  });
});
