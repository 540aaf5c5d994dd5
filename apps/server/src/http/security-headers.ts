import helmet from '@fastify/helmet';
import { SOUND_EMBED_ORIGINS } from '@skald/contract/library/soundboard-links';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for every response. The web app loads only its own scripts (no inline script),
 * so script-src stays 'self'; Mantine sets inline style attributes, hence 'unsafe-inline' for styles.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'", 'https:'],
        // The soundboard's embedded YouTube and Spotify players, and nothing else, may load in a frame.
        frameSrc: [...SOUND_EMBED_ORIGINS],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: options.https,
    // frame-ancestors 'none' above says it for modern browsers; X-Frame-Options would only contradict it.
    frameguard: false,
    // Google sign-in opens a popup that must be able to report back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
  });
}
