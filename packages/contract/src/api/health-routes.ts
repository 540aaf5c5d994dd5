import { z } from 'zod';
import { defineRoute } from './api-route.ts';

/** `GET /api/health`: ok once the database answers a query. */
export const healthRoute = defineRoute({
  method: 'GET',
  path: '/api/health',
  access: 'public',
  tag: 'Server',
  summary: 'Health',
  description: 'Answers `{"status":"ok"}` once the database answers, else 503 `{"status":"unavailable"}`.',
  answer: z.object({ status: z.literal('ok') }),
  answerDescription: 'The server and its database answer.',
  otherAnswers: {
    503: { description: 'The database does not answer.', schema: z.object({ status: z.literal('unavailable') }) },
  },
  examples: ['/api/health'],
});
