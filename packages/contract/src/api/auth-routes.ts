import { z } from 'zod';
import {
  accountUserSchema,
  credentialsSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  sessionAnswerSchema,
  signInSchema,
  verifyEmailSchema,
} from '../account.ts';
import { MESSAGES } from '../account-limits.ts';
import { defineRoute } from './api-route.ts';

/** Who is signed in, signing up, in and out, e-mail verification, password reset and Google (content.md §4). */

const TAG = 'Accounts';

/** The signed-in account as every account answer carries it, named for the API docs. */
export const accountUserAnswer = accountUserSchema.meta({ id: 'AccountUser' });
const signedInAnswer = z.object({ user: accountUserAnswer });
/** A sentence for people: what happened, or what is on its way. */
export const messageAnswer = z.object({ message: z.string() });

const tooMany = (message: string) => ({ 429: { description: `Too many tries: "${message}"` } });

export const sessionRoute = defineRoute({
  method: 'GET',
  path: '/api/auth/session',
  access: 'anyone',
  tag: TAG,
  summary: 'Who is signed in, and the CSRF token',
  description:
    'Always 200; `user` is null when signed out. Send `csrfToken` back in the `x-csrf-token` header on every POST, PUT, PATCH and DELETE.',
  answer: sessionAnswerSchema.extend({ user: accountUserAnswer.nullable() }),
});

export const signUpRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/sign-up',
  access: 'anyone',
  tag: TAG,
  summary: 'Creates an account and signs it in',
  description: 'A link to verify the address is mailed to it.',
  body: credentialsSchema,
  answer: signedInAnswer,
  answerDescription: 'The new account, signed in.',
  status: 201,
  otherAnswers: {
    409: { description: `The address has an account: "${MESSAGES.emailTaken}"` },
    ...tooMany(MESSAGES.tooManyAccountRequests),
  },
});

export const signInRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/sign-in',
  access: 'anyone',
  tag: TAG,
  summary: 'Signs in with e-mail and password',
  body: signInSchema,
  answer: signedInAnswer,
  answerDescription: 'The account, signed in.',
  otherAnswers: {
    401: { description: `"${MESSAGES.wrongCredentials}"` },
    ...tooMany(MESSAGES.tooManyAttempts),
  },
});

export const signOutRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/sign-out',
  access: 'anyone',
  tag: TAG,
  summary: 'Signs out (ends this session)',
});

export const verifyEmailRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/verify-email',
  access: 'anyone',
  tag: TAG,
  summary: 'Verifies the e-mail address with the token of a mailed link',
  body: verifyEmailSchema,
  answer: messageAnswer,
  answerDescription: `"${MESSAGES.emailVerified}"`,
});

export const forgotPasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/forgot-password',
  access: 'anyone',
  tag: TAG,
  summary: 'Mails a link to reset the password',
  description: 'The same answer whether or not the address has an account; the link works once, for an hour.',
  body: forgotPasswordSchema,
  answer: messageAnswer,
  answerDescription: `"${MESSAGES.resetSent}"`,
  status: 202,
  otherAnswers: tooMany(MESSAGES.tooManyResets),
});

export const resetPasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/reset-password',
  access: 'anyone',
  tag: TAG,
  summary: 'Sets a new password with the token of a mailed link, and signs in',
  description: 'Every other session of the account ends.',
  body: resetPasswordSchema,
  answer: signedInAnswer,
  answerDescription: 'The account, signed in with its new password.',
});

export const googleSignInRoute = defineRoute({
  method: 'GET',
  path: '/api/auth/google',
  access: 'anyone',
  tag: TAG,
  summary: 'Starts signing in with Google',
  description: 'Only when the server has a Google client configured (`providers.google` in the session).',
  // Anything but a path on this site goes to /content, as a link may carry anything.
  query: z.object({
    redirect: z.string().optional().catch(undefined).describe('Where to go once signed in: a path on this site.'),
  }),
  answer: 'redirect',
  answerDescription: "Sends the browser to Google's sign-in.",
});

export const googleCallbackRoute = defineRoute({
  method: 'GET',
  path: '/api/auth/google/callback',
  access: 'anyone',
  tag: TAG,
  summary: 'Where Google sends the browser back',
  description: 'Reads the answer Google put in the address (OpenID Connect with state, nonce and PKCE).',
  answer: 'redirect',
  answerDescription:
    'Signed in: on to where the sign-in was headed (a new account picks a username first); otherwise back to the sign-in page, which says why.',
});
