import type { ApiRoute, RouteAnswer, RouteBody, RouteParams, RouteQuery } from '@skald/contract/api/api-route';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from './http-error.ts';
import { describeIssue, parseBody } from './parse-body.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every contract route this server serves, in order: what the OpenAPI document is generated from. */
    readonly contractRoutes: ApiRoute[];
  }
}

export interface RouteInput<Route extends ApiRoute> {
  params: RouteParams<Route>;
  query: RouteQuery<Route>;
  body: RouteBody<Route>;
  /**
   * Who is asking: set on `signed-in` and `admin` routes, possibly null on `anyone` routes. Typed by the
   * request decoration the auth module declares, so this layer below the modules imports none of them.
   */
  signedIn: FastifyRequest['signedIn'];
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Call once, before any contract route is served. */
export function recordContractRoutes(app: FastifyInstance): void {
  app.decorate('contractRoutes', []);
}

/**
 * What a handler gives back: the answer its descriptor types, or the reply itself when it has answered on
 * its own (cached bytes with an ETag, a 304, a redirect, a status its descriptor lists in `otherAnswers`).
 */
export type HandlerResult<Route extends ApiRoute> = RouteAnswer<Route> | FastifyReply;

/**
 * Serves one contract route: its access becomes the route's option (checked by the session hook on the
 * matched route), its params, query and body are checked with its schemas (a param that names nothing,
 * such as a malformed id, is a 404; a bad query or body a 400 naming the field), and the handler's
 * answer is typed by the descriptor. A route without an answer schema replies 204.
 */
export function serveRoute<Route extends ApiRoute>(
  app: FastifyInstance,
  route: Route,
  handler: (input: RouteInput<Route>) => Promise<HandlerResult<Route>> | HandlerResult<Route>,
): void {
  app.contractRoutes.push(route);
  app.route({
    method: route.method,
    url: route.path,
    config: { access: route.access },
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    handler: async (request, reply) => {
      let params: unknown;
      let query: unknown;
      let body: unknown;
      try {
        params = route.params ? parseParams(route.params, request.params) : undefined;
        query = route.query ? parseQuery(route, route.query, request.query) : undefined;
        body = readBody(route, request.body);
      } catch (error) {
        // The compendium's published refusals are the sentence alone.
        if (route.errorShape !== 'sentence' || !(error instanceof HttpError)) throw error;
        return reply.code(error.statusCode).send({ error: error.message });
      }
      const answer = await handler({
        params,
        query,
        body,
        signedIn: request.signedIn ?? null,
        request,
        reply,
      } as RouteInput<Route>);
      // An async handler that returns the reply hands back what awaiting it gives (the reply is a
      // thenable that settles with nothing once sent), so `sent` is what says it answered on its own.
      if (answer === reply || reply.sent) return reply;
      // An `image` answer (or its 304) or an event stream was sent by the handler, with its own type and headers.
      if (route.answer === 'image' || route.answer === 'event-stream') {
        if (!reply.sent) throw new Error(`The handler of ${route.path} sent nothing.`);
        return reply;
      }
      if (route.answer === 'redirect') throw new Error(`The handler of ${route.path} sent the browser nowhere.`);
      if (!route.answer) return reply.code(204).send();
      return reply.code(route.status ?? 200).send(answer);
    },
  });
}

function parseParams(schema: z.ZodType, params: unknown): unknown {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw new HttpError(404, 'Nothing was found at this address.');
  return parsed.data;
}

function parseQuery(route: ApiRoute, schema: z.ZodType, query: unknown): unknown {
  const parsed = schema.safeParse(query ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  // A `sentence` route's schema writes whole sentences that already name the parameter.
  const message =
    route.errorShape === 'sentence' ? (issue?.message ?? 'The query is not valid.') : describeIssue(issue);
  throw new HttpError(400, message);
}

function readBody(route: ApiRoute, body: unknown): unknown {
  if (route.body === undefined) return undefined;
  if (route.body === 'image') {
    if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(400, 'Send the picture as the request body.');
    return body;
  }
  return parseBody(route.body, body);
}
