import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createGunzip, createGzip } from 'node:zlib';
import { BackupError, shownPath } from './backup-output.ts';
import { tarEntryNames } from './tar-entries.ts';

/**
 * A backup of the embedded database: one header line, `SKALD-BACKUP ` and a JSON object (what it holds,
 * when it was taken, the tar's size), then PGlite's data folder as a gzip-compressed tar. The header says
 * it is Skald's before anything is unpacked; gzip's checksum and the tar's size tell a cut or damaged file.
 */
const MAGIC = 'SKALD-BACKUP ';
const FORMAT_VERSION = 1;
/** pg_dump's custom format starts so: a PostgreSQL backup given to an embedded-database install. */
const PG_DUMP_MAGIC = 'PGDMP';

export interface PgliteBackupHeader {
  format: typeof FORMAT_VERSION;
  database: 'pglite';
  takenAt: string;
  tarBytes: number;
}

/** PGlite's data folder as a tar, with when it was taken and how long PGlite's query lock was held for it. */
export async function timedDump(dump: () => Promise<Blob>): Promise<{ tar: Blob; takenAt: Date; lockMs: number }> {
  const takenAt = new Date();
  const started = performance.now();
  const tar = await dump();
  return { tar, takenAt, lockMs: Math.round(performance.now() - started) };
}

/** The backup file's bytes: the header line, then the tar compressed as it streams (outside PGlite's lock). */
export function pgliteBackupStream(tar: Blob, takenAt: Date): Readable {
  const header: PgliteBackupHeader = {
    format: FORMAT_VERSION,
    database: 'pglite',
    takenAt: takenAt.toISOString(),
    tarBytes: tar.size,
  };
  const compressed = Readable.fromWeb(tar.stream() as import('node:stream/web').ReadableStream).pipe(createGzip());
  return Readable.from(
    (async function* () {
      yield Buffer.from(`${MAGIC}${JSON.stringify(header)}\n`);
      yield* compressed;
    })(),
  );
}

async function readHeaderLine(file: string): Promise<{ line: string; bytes: number }> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(`cannot read ${shownPath(file)} (${error.code ?? error.message}).`);
  });
  try {
    const start = Buffer.alloc(1024);
    const { bytesRead } = await handle.read(start, 0, start.length, 0);
    const head = start.subarray(0, bytesRead).toString('latin1');
    if (head.startsWith(PG_DUMP_MAGIC)) {
      throw new BackupError(
        `${shownPath(file)} is a PostgreSQL backup (pg_dump), and this Skald uses its embedded database; set DATABASE_URL to restore it into PostgreSQL.`,
      );
    }
    const end = head.indexOf('\n');
    if (!head.startsWith(MAGIC)) throw new BackupError(`${shownPath(file)} is not a Skald backup.`);
    if (end === -1) {
      throw new BackupError(
        `${shownPath(file)} is cut short or damaged (it ends inside its header); nothing was restored.`,
      );
    }
    return { line: head.slice(MAGIC.length, end), bytes: end + 1 };
  } finally {
    await handle.close();
  }
}

function parseHeader(file: string, line: string): PgliteBackupHeader {
  let header: Partial<PgliteBackupHeader>;
  try {
    header = JSON.parse(line) as Partial<PgliteBackupHeader>;
  } catch {
    throw new BackupError(`${shownPath(file)} is not a Skald backup (its header is not readable).`);
  }
  if (header.format !== FORMAT_VERSION) {
    throw new BackupError(
      `${shownPath(file)} is a Skald backup of format ${header.format}, which this Skald cannot read.`,
    );
  }
  if (header.database !== 'pglite' || typeof header.tarBytes !== 'number' || typeof header.takenAt !== 'string') {
    throw new BackupError(`${shownPath(file)} is not a Skald backup of the embedded database.`);
  }
  return header as PgliteBackupHeader;
}

/**
 * Reads and checks a backup of the embedded database before anything is written: the header, the whole
 * compressed tar (a cut or damaged file fails gzip's checks), its size and PGlite's layout in it.
 */
export async function readPgliteBackup(file: string): Promise<{ header: PgliteBackupHeader; tar: Buffer }> {
  const { line, bytes } = await readHeaderLine(file);
  const header = parseHeader(file, line);
  const damaged = (why: string) =>
    new BackupError(`${shownPath(file)} is cut short or damaged (${why}); nothing was restored.`);
  let tar: Buffer;
  try {
    tar = await buffer(createReadStream(file, { start: bytes }).pipe(createGunzip()));
  } catch (error) {
    throw damaged((error as Error).message);
  }
  if (tar.length !== header.tarBytes) throw damaged(`${tar.length} of ${header.tarBytes} bytes`);
  let names: Set<string>;
  try {
    names = new Set(tarEntryNames(tar));
  } catch (error) {
    throw damaged((error as Error).message);
  }
  if (!names.has('PG_VERSION') || !names.has('global/pg_control')) {
    throw new BackupError(`${shownPath(file)} holds no PGlite data folder; nothing was restored.`);
  }
  return { header, tar };
}
