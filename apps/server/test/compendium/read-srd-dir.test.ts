import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readSrdDir, SRD_FILE_NAMES } from '../../src/modules/compendium/srd/read-srd-dir.ts';
import { FIXTURES_DIR } from './srd-fixtures.ts';

let dir: string | undefined;

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

async function folderWithout(missing: string): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), 'skald-srd-'));
  for (const file of Object.values(SRD_FILE_NAMES)) {
    if (file !== missing) await copyFile(join(FIXTURES_DIR, file), join(dir, file));
  }
  return dir;
}

describe('readSrdDir', () => {
  it('reads the seven lists of a 5e-database folder', async () => {
    const files = await readSrdDir(FIXTURES_DIR);
    expect({
      monsters: files.monsters.length,
      spells: files.spells.length,
      magicItems: files.magicItems.length,
      equipment: files.equipment.length,
      conditions: files.conditions.length,
      rules: files.rules.length,
      ruleSections: files.ruleSections.length,
    }).toEqual({ monsters: 6, spells: 4, magicItems: 5, equipment: 9, conditions: 3, rules: 2, ruleSections: 3 });
  });

  it('names the file that is missing', async () => {
    const folder = await folderWithout('5e-SRD-Rule-Sections.json');
    await expect(readSrdDir(folder)).rejects.toThrow(`${folder} has no 5e-SRD-Rule-Sections.json`);
  });

  it('names a file that is not JSON, and one that holds no list', async () => {
    const folder = await folderWithout('');
    await writeFile(join(folder, '5e-SRD-Spells.json'), '{ not json');
    await expect(readSrdDir(folder)).rejects.toThrow('5e-SRD-Spells.json in');
    await writeFile(join(folder, '5e-SRD-Spells.json'), '{"spells": []}');
    await expect(readSrdDir(folder)).rejects.toThrow('5e-SRD-Spells.json in');
  });
});
