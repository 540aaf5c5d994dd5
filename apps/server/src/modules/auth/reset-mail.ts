import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../../config.ts';

/** Delivers a password-reset link: by SMTP when SMTP_URL is set, else into the log for the operator. */
export type ResetMailer = (to: string, link: string) => Promise<void>;

export function createResetMailer(smtp: ServerConfig['smtp'], log: FastifyBaseLogger): ResetMailer {
  if (!smtp) {
    // The operator passes the link on by hand, so it shows whatever LOG_LEVEL hides (npm start sets warn).
    const operator = log.child({}, { level: 'info' });
    return async (to, link) => {
      operator.info({ to, link }, 'password reset link (SMTP_URL is not set, so it is logged instead of mailed)');
    };
  }
  const transport = nodemailer.createTransport(smtp.url);
  return async (to, link) => {
    await transport.sendMail({
      from: smtp.from,
      to,
      subject: 'Reset your Skald password',
      text: [
        'Someone asked to reset the password of the Skald account for this e-mail address.',
        '',
        `To choose a new password, open this link within an hour: ${link}`,
        '',
        'If it was not you, ignore this mail; your password stays as it is.',
      ].join('\n'),
    });
  };
}
