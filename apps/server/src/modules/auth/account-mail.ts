import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../../config.ts';

/** The links Skald mails about an account. */
export type AccountMailKind = 'reset' | 'verification';

/** Delivers an account link: by SMTP when SMTP_URL is set, else into the log for the operator. */
export type AccountMailer = (kind: AccountMailKind, to: string, link: string) => Promise<void>;

const MAILS: Record<AccountMailKind, { name: string; subject: string; text: (link: string) => string[] }> = {
  reset: {
    name: 'password reset link',
    subject: 'Reset your Skald password',
    text: (link) => [
      'Someone asked to reset the password of the Skald account for this e-mail address.',
      '',
      `To choose a new password, open this link within an hour: ${link}`,
      '',
      'If it was not you, ignore this mail; your password stays as it is.',
    ],
  },
  verification: {
    name: 'e-mail verification link',
    subject: 'Verify your e-mail address for Skald',
    text: (link) => [
      'A Skald account was created with this e-mail address, or asked for a new verification link.',
      '',
      `To confirm the address is yours, open this link within a day: ${link}`,
      '',
      'If it was not you, ignore this mail; the address stays unverified.',
    ],
  },
};

export function createAccountMailer(smtp: ServerConfig['smtp'], log: FastifyBaseLogger): AccountMailer {
  if (!smtp) {
    // The operator passes the link on by hand, so it shows whatever LOG_LEVEL hides (npm start sets warn).
    const operator = log.child({}, { level: 'info' });
    return async (kind, to, link) => {
      operator.info({ to, link }, `${MAILS[kind].name} (SMTP_URL is not set, so it is logged instead of mailed)`);
    };
  }
  const transport = nodemailer.createTransport(smtp.url);
  return async (kind, to, link) => {
    const mail = MAILS[kind];
    await transport.sendMail({ from: smtp.from, to, subject: mail.subject, text: mail.text(link).join('\n') });
  };
}
