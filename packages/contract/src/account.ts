import { CRITICAL_SETTINGS } from '@skald/rules/dice/critical-damage';
import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  THEMES,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  type UserSettings,
} from './account-limits.ts';

/**
 * Accounts (content.md §2, §4, §5, §6): the requests and answers of `/api/auth/*` and `/api/me/*`.
 * Every body is strict, so an unknown field is refused with a 400 naming it. Web and server both
 * import these, so a form and the route check the same rules.
 */

export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(EMAIL_MAX_LENGTH, `An e-mail address has at most ${EMAIL_MAX_LENGTH} characters.`)
  .pipe(z.email('Enter a valid e-mail address.'))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Password is required.' })
  .min(1, 'Password is required.')
  .min(PASSWORD_MIN_LENGTH, `A password has at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `A password has at most ${PASSWORD_MAX_LENGTH} characters.`);

/** The alpha_dash rule: letters, digits, dashes and underscores; compared lowercase for uniqueness. */
export const usernameSchema = z
  .string({ error: 'Username is required.' })
  .trim()
  .min(USERNAME_MIN_LENGTH, `A username has at least ${USERNAME_MIN_LENGTH} characters.`)
  .max(USERNAME_MAX_LENGTH, `A username has at most ${USERNAME_MAX_LENGTH} characters.`)
  .regex(/^[A-Za-z0-9_-]+$/, MESSAGES.usernameRule);

/** POST /api/auth/sign-up and POST /api/auth/sign-in. */
export const credentialsSchema = z.strictObject({ email: emailSchema, password: passwordSchema });
/** Sign-in does not repeat the length rules: a wrong password is just wrong. */
export const signInSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(PASSWORD_MAX_LENGTH, `A password has at most ${PASSWORD_MAX_LENGTH} characters.`),
});
/** POST /api/auth/forgot-password. */
export const forgotPasswordSchema = z.strictObject({ email: emailSchema });
/** POST /api/auth/reset-password: the token from the mailed link and the new password. */
export const resetPasswordSchema = z.strictObject({
  token: z.string().min(1, MESSAGES.resetLinkInvalid).max(200, MESSAGES.resetLinkInvalid),
  password: passwordSchema,
});
/** POST /api/auth/verify-email: the token from the mailed verification link. */
export const verifyEmailSchema = z.strictObject({
  token: z.string().min(1, MESSAGES.verifyLinkInvalid).max(200, MESSAGES.verifyLinkInvalid),
});
/** PUT /api/me/username. */
export const setUsernameSchema = z.strictObject({ username: usernameSchema });
/** POST /api/me/password: signs out every other session. */
export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, 'Current password is required.').max(PASSWORD_MAX_LENGTH),
  newPassword: passwordSchema,
});
/** DELETE /api/me: the username typed again, as the confirmation (the e-mail address for accounts without one). */
export const deleteAccountSchema = z.strictObject({
  username: z.string({ error: 'Type your username to confirm.' }).max(EMAIL_MAX_LENGTH),
});

/** Who is signed in, as `GET /api/auth/session` and `GET /api/me` answer it. */
export const accountUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** True once a mailed link to this address was opened, or Google vouched for it. */
  emailVerified: z.boolean(),
  username: z.string().nullable(),
  admin: z.boolean(),
  /** Feature flags that open contributor areas, such as 'character-builder'. */
  contribute: z.array(z.string()),
  tier: z.string(),
  created: z.string(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

/** GET /api/auth/session: always 200; `user` is null when signed out. */
export const sessionAnswerSchema = z.object({
  user: accountUserSchema.nullable(),
  /** Send it back in the `x-csrf-token` header on every POST, PUT, PATCH and DELETE under /api. */
  csrfToken: z.string(),
  /** Sign-in methods this server offers; Google only when its client id and secret are configured. */
  providers: z.object({ google: z.boolean() }),
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** A user's settings (content.md §3), checked: its type is `UserSettings` of the zod-free `account-limits.ts`. */
export const userSettingsSchema = z.strictObject({
  general: z.strictObject({ theme: z.enum(THEMES), side_collapsed: z.boolean() }),
  encounter: z.strictObject({ critical: z.enum(CRITICAL_SETTINGS), automate: z.boolean() }),
}) satisfies z.ZodType<UserSettings>;

/** PATCH /api/me/settings: any part of the settings; answers the whole settings. */
export const userSettingsPatchSchema = z.strictObject({
  general: userSettingsSchema.shape.general.partial().optional(),
  encounter: userSettingsSchema.shape.encounter.partial().optional(),
});
export type UserSettingsPatch = z.infer<typeof userSettingsPatchSchema>;

/** GET /api/admin/users (admins only): one line per account. */
export const adminUserListSchema = z.object({
  users: z.array(accountUserSchema),
  count: z.number().int(),
});

/** Every error answer: the app's error handler shape. */
export const apiErrorSchema = z.object({ statusCode: z.number(), error: z.string(), message: z.string() });
