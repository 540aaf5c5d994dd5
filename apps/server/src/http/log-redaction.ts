import type { FastifyRequest } from 'fastify';

/** Query parameters that grant something (a password reset link, an OpenID Connect callback's code). */
const SECRET_PARAMETERS = /([?&](?:token|code|state)=)[^&#]*/gi;

/** A request address as it may be logged: secrets in its query replaced, so logs never hand out a reset. */
export function loggableUrl(url: string): string {
  return url.replace(SECRET_PARAMETERS, '$1[redacted]');
}

/** Fastify's request log line, with the address made loggable. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
