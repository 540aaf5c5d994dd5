import pg from 'pg';

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/** LISTEN needs an identifier, not a parameter: only plain lowercase names are let through. */
function checkChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`"${channel}" is not a plain channel name`);
  return channel;
}

function causeOf(error: unknown): string {
  return error instanceof Error ? error.message : 'the connection ended';
}

/**
 * LISTENs on one dedicated connection to `url`; a lost connection is opened again, waiting longer after
 * each failure (up to 30 s). The first connection must succeed. Answers the function that stops it.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  const name = checkChannel(channel);
  let current: pg.Client | undefined;
  let stopped = false;
  let delay = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;

  const open = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      if (current === client) current = undefined;
      client.end().catch(() => {});
      if (stopped) return;
      process.stderr.write(`Skald: the live notifications connection was lost (${causeOf(error)}); reconnecting.\n`);
      timer = setTimeout(() => open().catch(() => {}), delay);
      delay = Math.min(delay * 2, LAST_RETRY_MS);
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      if (message.channel === name && message.payload !== undefined) onPayload(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${name}`);
    } catch (error) {
      onLost(error);
      throw error;
    }
    current = client;
    delay = FIRST_RETRY_MS;
  };

  const stop = async () => {
    stopped = true;
    clearTimeout(timer);
    await current?.end().catch(() => {});
  };
  try {
    await open();
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
