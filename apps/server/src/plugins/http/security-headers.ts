import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { PublicOrigins } from './public-origin.ts';

/**
 * Defence-in-depth headers, set through Helmet (kept by the Fastify team) on every response:
 * the web app's pages get a policy that runs scripts from this origin only; calls and other
 * non-page replies get one that allows nothing at all. Article and document HTML is still
 * sanitised server side; these headers only bound what a slip there could do.
 */

/** Browser features the app never uses, off for it and anything it frames. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), bluetooth=(), serial=(), hid=(), midi=(), interest-cohort=()';

/** JSON replies are never rendered: no source of any kind, never framed. */
export const API_HELMET: FastifyHelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
};

/**
 * The web app's pages. Scripts and workers from this origin only (the build has no inline script;
 * hls.js starts its worker from a blob). Styles may be inline (the boot shell in index.html and
 * antd-mobile's style attributes). Images and live video come from this origin, uploads, WeChat
 * avatars and stream hosts over https; the push socket is this host's /ws. The in-app web view
 * frames https pages of an allow-list the app checks; nothing but this origin may frame the app.
 */
export function pageHelmet(origins: PublicOrigins): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'", 'https:', (req: IncomingMessage) => socketSources(req, origins)],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    xFrameOptions: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The push socket's own origin as ws: and wss: (older WebKit does not count them as 'self'); only
 * for a host the server answers for, so a forged Host cannot widen the policy.
 */
function socketSources(req: IncomingMessage, origins: PublicOrigins): string {
  const host = req.headers.host;
  if (!host || !origins.accepts(host)) return '';
  return `ws://${host} wss://${host}`;
}

/** Helmet with the page policy on every route; call routes pass `API_HELMET` as their own. */
export async function registerSecurityHeaders(app: FastifyInstance, origins: PublicOrigins): Promise<void> {
  await app.register(fastifyHelmet, pageHelmet(origins));
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
    done();
  });
}

/**
 * The call headers as a flat [name, value, …] list, worked out once by Helmet itself, for the
 * raw fast path (which writes its replies without Fastify's hooks).
 */
export const API_SECURITY_HEADERS: readonly string[] = Object.freeze([...headersOf(API_HELMET), 'permissions-policy', PERMISSIONS_POLICY]);

function headersOf(options: FastifyHelmetOptions): string[] {
  const flat: string[] = [];
  const collector = {
    setHeader(name: string, value: string) {
      flat.push(name.toLowerCase(), value);
    },
    removeHeader() {},
  };
  // The same options; Helmet's ESM and CommonJS typings name the same shape twice.
  helmet(options as Parameters<typeof helmet>[0])({ headers: {} } as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return flat;
}
