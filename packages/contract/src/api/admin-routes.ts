import { z } from 'zod';
import { adminUserListSchema } from '../account.ts';
import { defineRoute } from './api-route.ts';
import { accountUserAnswer } from './auth-routes.ts';

/** Administration (content.md §2): only accounts with the admin flag. */

export const adminUsersRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/users',
  access: 'admin',
  tag: 'Administration',
  summary: 'Every account, newest first',
  description: 'At most 500; `count` is how many accounts there are in all.',
  answer: adminUserListSchema.extend({ users: z.array(accountUserAnswer) }),
});
