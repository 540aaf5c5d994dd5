import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it receives, for tests that follow a mailed
 * link. Point the server at it with `SMTP_URL=${catcher.smtpUrl}`. Any user name and password is
 * accepted, and STARTTLS is not offered, so the sender talks plain SMTP on loopback.
 */

export interface CaughtMail {
  from: string;
  /** Envelope recipients, lowercased. */
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`: the value for SMTP_URL. */
  smtpUrl: string;
  /** Every message received so far, oldest first. */
  messages: CaughtMail[];
  /** Resolves with the first message (already received or still to come) sent to `address`, with `subject` when given. */
  waitForMail(address: string, timeoutMs?: number, subject?: string): Promise<CaughtMail>;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const waiting = new Set<() => void>();

  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, done) => done(null, { user: auth.username ?? 'tester' }),
    onData: (stream, session, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', done);
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            messages.push({
              from: email.from?.address ?? '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
            });
            for (const wake of waiting) wake();
            done();
          },
          (error: Error) => done(error),
        );
      });
    },
  });

  await new Promise<void>((listening, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => listening());
  });
  const { port } = server.server.address() as AddressInfo;

  const waitForMail = (address: string, timeoutMs = 10_000, subject?: string): Promise<CaughtMail> => {
    const wanted = address.toLowerCase();
    const find = () =>
      messages.find((message) => message.to.includes(wanted) && (subject === undefined || message.subject === subject));
    return new Promise((found, fail) => {
      const check = () => {
        const message = find();
        if (!message) return;
        clearTimeout(timer);
        waiting.delete(check);
        found(message);
      };
      const timer = setTimeout(() => {
        waiting.delete(check);
        fail(new Error(`no mail to ${address} within ${timeoutMs} ms (received ${messages.length})`));
      }, timeoutMs);
      waiting.add(check);
      check();
    });
  };

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages,
    waitForMail,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
