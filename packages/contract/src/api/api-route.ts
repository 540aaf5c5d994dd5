import type { z } from 'zod';

/**
 * An API route as data: one descriptor per route. The server registers it (checking params, query and
 * body with these schemas), the OpenAPI document is generated from it, and the web app calls it through
 * one typed client, so a changed schema fails the type check on both sides.
 */

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: `public` data (no session lookup), `anyone`, `signed-in` (401) or `admin` (403). */
export type ApiAccess = 'public' | 'anyone' | 'signed-in' | 'admin';

/** An answer the API docs list besides the route's usual ones (a 304, a 503, a 404 with its own sentence). */
export interface OtherAnswer {
  description: string;
  schema?: z.ZodType;
}

export interface ApiRoute {
  method: ApiMethod;
  /** Fastify's spelling: `/api/library/npcs/:id`. */
  path: `/api/${string}`;
  access: ApiAccess;
  /** One line for the API docs. */
  summary: string;
  /** More for the API docs, after the summary. */
  description?: string;
  /** The API docs' section. */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body; `image` routes take the raw bytes of one picture instead. */
  body?: z.ZodType | 'image';
  /** The largest body this route reads, in bytes, when it is not the app's 1 MiB (a library import). */
  bodyLimit?: number;
  /**
   * The answer's JSON; without it the route answers 204 with no body. `image` routes answer the bytes of
   * one picture, which their handler sends itself (with its type and caching headers). `redirect` routes
   * send the browser on to a page (302): they are for links, not for `callRoute`. `event-stream` routes
   * hold the answer open and send server-sent events (an `EventSource`), which their handler writes itself.
   */
  answer?: z.ZodType | 'image' | 'redirect' | 'event-stream';
  /** What the usual answer means, for the API docs. */
  answerDescription?: string;
  /** 201 for a route that creates, 202 for one that only starts something (a mail); 200 otherwise. */
  status?: 200 | 201 | 202;
  /** Answers the API docs list besides the usual ones (which access, params, query and body imply). */
  otherAnswers?: Readonly<Record<number, OtherAnswer>>;
  /**
   * `sentence`: a refusal's body is `{ error }`, the sentence alone, as the public compendium has always
   * answered; otherwise it is the app's `{ statusCode, error, message }`.
   */
  errorShape?: 'sentence';
  /** Calls that work against any Skald, shown as links on /api/docs. */
  examples?: readonly string[];
}

/**
 * A route's method and path alone, typed by its descriptor (`RouteAddress<typeof sessionRoute>`): modules
 * of the web app's first load call routes through it with a type-only import, so they load no zod.
 */
export type RouteAddress<Route extends ApiRoute> = Pick<Route, 'method' | 'path'>;

const STATE_CHANGING: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A call that may change something sends the CSRF token (`GET /api/auth/session`'s `csrfToken`); a `public`
 * route is exempt: it looks up no session and stores nothing, so a forged call has nothing to act as or change,
 * and other programs call it without a session (the stat-block reader).
 */
export function needsCsrfToken(method: string, access: string | undefined): boolean {
  return STATE_CHANGING.has(method) && access !== 'public';
}

/** Keeps a descriptor's exact schema types, so callers and handlers infer from them. */
export function defineRoute<const Route extends ApiRoute>(route: Route): Route {
  return route;
}

type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;
type Input<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;

/** What a handler receives, parsed. */
export type RouteParams<Route extends ApiRoute> = Output<Route['params']>;
export type RouteQuery<Route extends ApiRoute> = Output<Route['query']>;
export type RouteBody<Route extends ApiRoute> = Route['body'] extends 'image' ? Uint8Array : Output<Route['body']>;
/** What a handler returns and a caller gets back. */
export type RouteAnswer<Route extends ApiRoute> = Route['answer'] extends z.ZodType
  ? z.output<Route['answer']>
  : undefined;

/** What a caller sends: only the parts the route has. */
export type RouteCall<Route extends ApiRoute> = (Route['params'] extends z.ZodType
  ? { params: Input<Route['params']> }
  : { params?: undefined }) &
  (Route['query'] extends z.ZodType ? { query?: Input<Route['query']> } : { query?: undefined }) &
  (Route['body'] extends 'image'
    ? { body: Blob }
    : Route['body'] extends z.ZodType
      ? { body: Input<Route['body']> }
      : { body?: undefined });

/** The address of a route with its `:name` params filled in (each one URI-encoded). */
export function routeUrl(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`The address ${path} needs the param ${name}.`);
    return encodeURIComponent(String(value));
  });
}
