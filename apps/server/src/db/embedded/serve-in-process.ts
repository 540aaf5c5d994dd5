import { createPglite } from './create-pglite.ts';
import { PgliteSession } from './pglite-session.ts';
import { listenWire, makeSocketFolder, type ServedPglite } from './wire-server.ts';

/**
 * PGlite in memory from a dump, served on a socket by this process: how tests get a fresh database in under a
 * second and still reach it through node-postgres, as the server does its own process.
 */
export async function serveInProcess(loadDataDir: Blob): Promise<ServedPglite> {
  const pglite = await createPglite({ loadDataDir });
  const session = new PgliteSession(pglite);
  const socket = makeSocketFolder();
  const stopServing = await listenWire(session, socket.path);
  return {
    socketDir: socket.dir,
    dumpDataDir: () => session.whenIdle(() => pglite.dumpDataDir('none')),
    close: async () => {
      await stopServing();
      await pglite.close();
      socket.remove();
    },
  };
}
