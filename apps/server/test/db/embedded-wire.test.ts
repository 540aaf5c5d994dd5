import { connect } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveInProcess } from '../../src/db/embedded/serve-in-process.ts';
import { type ServedPglite, WIRE_SOCKET_PORT } from '../../src/db/embedded/wire-server.ts';

let served: ServedPglite;
const clients: pg.Client[] = [];

async function client(): Promise<pg.Client> {
  const opened = new pg.Client({
    host: served.socketDir,
    port: WIRE_SOCKET_PORT,
    user: 'postgres',
    database: 'postgres',
  });
  opened.on('error', () => {});
  await opened.connect();
  clients.push(opened);
  return opened;
}

/** Bytes the served socket answers to `bytes` sent raw, until it closes or `ms` pass. */
function rawExchange(bytes: Buffer, ms = 1_000): Promise<{ answer: Buffer; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(`${served.socketDir}/.s.PGSQL.${WIRE_SOCKET_PORT}`);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer: Buffer.concat(chunks), closed: false });
    }, ms);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer: Buffer.concat(chunks), closed: true });
    });
    socket.on('error', () => {});
    socket.write(bytes);
  });
}

beforeAll(async () => {
  const empty = await PGlite.create();
  const dump = await empty.dumpDataDir('none');
  await empty.close();
  served = await serveInProcess(dump);
  const setup = await client();
  await setup.query('create table marks (who text not null)');
});

afterAll(async () => {
  for (const opened of clients) await opened.end().catch(() => {});
  await served.close();
});

describe('the embedded database served over the wire protocol', () => {
  it("runs another connection's statement only after a transaction in progress ends, so it never sees half of it", async () => {
    const [writer, reader] = [await client(), await client()];
    await writer.query('begin');
    await writer.query("insert into marks values ('first')");
    const order: string[] = [];
    const read = reader.query('select count(*)::int as n from marks').then((result) => {
      order.push('read');
      return result.rows[0]?.n as number;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await writer.query("insert into marks values ('second')");
    order.push('commit');
    await writer.query('commit');
    expect(await read).toBe(2);
    expect(order).toEqual(['commit', 'read']);
    await writer.query('delete from marks');
  });

  it('rolls back what a connection left open when it closes, and serves the others at once', async () => {
    const [leaving, staying] = [await client(), await client()];
    await leaving.query('begin');
    await leaving.query("insert into marks values ('never')");
    const waiting = staying.query('select count(*)::int as n from marks');
    await leaving.end();
    expect((await waiting).rows[0]?.n).toBe(0);
  });

  it('keeps serving after a statement fails inside a transaction and is rolled back', async () => {
    const session = await client();
    await session.query('begin');
    await expect(session.query('select * from no_such_table')).rejects.toThrow(/no_such_table/);
    await session.query('rollback');
    expect((await session.query('select 41 + 1 as n')).rows[0]?.n).toBe(42);
  });

  it('takes a statement of several megabytes, arriving in many chunks, whole', async () => {
    const session = await client();
    const long = 'é'.repeat(3_000_000);
    const { rows } = await session.query(
      'select length($1::text) as n, md5($1::text) = md5(repeat($2, 3000000)) as same',
      [long, 'é'],
    );
    expect(rows[0]).toEqual({ n: 3_000_000, same: true });
  });

  it('answers "no" to a request for SSL, so a client falls back to the plain socket', async () => {
    const sslRequest = Buffer.alloc(8);
    sslRequest.writeInt32BE(8, 0);
    sslRequest.writeInt32BE(80877103, 4);
    const { answer } = await rawExchange(sslRequest, 300);
    expect(answer.toString('latin1')).toBe('N');
  });

  it('closes a connection that sends a malformed message, and only that one', async () => {
    const bystander = await client();
    const badStartup = Buffer.alloc(8);
    badStartup.writeInt32BE(2, 0);
    expect((await rawExchange(badStartup)).closed).toBe(true);
    expect((await bystander.query('select 1 as n')).rows[0]?.n).toBe(1);
  });

  it('copies the data folder only between transactions', async () => {
    const writer = await client();
    await writer.query('begin');
    await writer.query("insert into marks values ('in the copy')");
    let copied = false;
    const copy = served.dumpDataDir().then((tar) => {
      copied = true;
      return tar;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(copied).toBe(false);
    await writer.query('commit');
    const restored = await PGlite.create({ loadDataDir: await copy });
    expect((await restored.query<{ who: string }>('select who from marks')).rows).toEqual([{ who: 'in the copy' }]);
    await restored.close();
  });
});
