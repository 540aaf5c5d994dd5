import {
  changePasswordSchema,
  deleteAccountSchema,
  setUsernameSchema,
  userSettingsPatchSchema,
  userSettingsSchema,
} from '../account.ts';
import { MESSAGES } from '../account-limits.ts';
import { defineRoute } from './api-route.ts';
import { accountUserAnswer, messageAnswer } from './auth-routes.ts';

/** The signed-in user's own account (content.md §5) and settings (content.md §3). */

const TAG = 'Your account';

export const meRoute = defineRoute({
  method: 'GET',
  path: '/api/me',
  access: 'signed-in',
  tag: TAG,
  summary: 'Your account',
  answer: accountUserAnswer,
});

export const setUsernameRoute = defineRoute({
  method: 'PUT',
  path: '/api/me/username',
  access: 'signed-in',
  tag: TAG,
  summary: 'Sets your username',
  body: setUsernameSchema,
  answer: accountUserAnswer,
  answerDescription: 'Your account with its new username.',
  otherAnswers: { 409: { description: `"${MESSAGES.usernameTaken}"` } },
});

export const changePasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/me/password',
  access: 'signed-in',
  tag: TAG,
  summary: 'Changes your password',
  description: 'Every other session of the account ends.',
  body: changePasswordSchema,
});

export const deleteAccountRoute = defineRoute({
  method: 'DELETE',
  path: '/api/me',
  access: 'signed-in',
  tag: TAG,
  summary: 'Deletes your account and everything in it',
  description: 'The body confirms it: your username typed again (your e-mail address if you have no username).',
  body: deleteAccountSchema,
});

export const verificationEmailRoute = defineRoute({
  method: 'POST',
  path: '/api/me/verification-email',
  access: 'signed-in',
  tag: TAG,
  summary: 'Mails a new link to verify your e-mail address',
  answer: messageAnswer,
  answerDescription: `"${MESSAGES.verificationSent}"`,
  status: 202,
  otherAnswers: {
    409: { description: `"${MESSAGES.alreadyVerified}"` },
    429: { description: `"${MESSAGES.tooManyVerificationMails}"` },
    503: { description: `"${MESSAGES.verificationNotSent}"` },
  },
});

export const settingsRoute = defineRoute({
  method: 'GET',
  path: '/api/me/settings',
  access: 'signed-in',
  tag: TAG,
  summary: 'Your settings',
  answer: userSettingsSchema,
});

export const patchSettingsRoute = defineRoute({
  method: 'PATCH',
  path: '/api/me/settings',
  access: 'signed-in',
  tag: TAG,
  summary: 'Changes some of your settings',
  description: 'Any part of the settings; the answer is the whole settings.',
  body: userSettingsPatchSchema,
  answer: userSettingsSchema,
  answerDescription: 'The whole settings, as saved.',
});
