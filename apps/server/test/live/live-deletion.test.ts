import { describe, it } from 'vitest';
import { testDatabaseName } from '../test-database.ts';
import { DELETIONS, type Deletion, deleteAndCheck, liveScene } from './deletion-test-kit.ts';
import { useLiveServer } from './live-test-kit.ts';

const context = useLiveServer();

describe(`what is deleted or hidden leaves every follower at once, on ${testDatabaseName}`, () => {
  for (const deletion of Object.keys(DELETIONS) as Deletion[]) {
    it(`when ${deletion}, a connected follower is cleared and a new one gets nothing of it`, async () => {
      const scene = await liveScene(context.app, context.database, context.url);
      await deleteAndCheck(scene, deletion);
    });
  }
});
