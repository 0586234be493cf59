import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config/app-config';

/**
 * Where the map tiles come from, as a CSP source: the tile template's origin, with `{s}`-style placeholders in the
 * host as wildcards (`https://{s}.tile.example/{z}/{x}/{y}.png` → `https://*.tile.example`).
 */
export function tileSource(tileUrlTemplate: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(tileUrlTemplate);
  if (!match) return null;
  const host = match[2]!.replace(/\{[^}]*\}/g, '*');
  return /^[a-z0-9.*:[\]-]+$/i.test(host) ? `${match[1]!.toLowerCase()}://${host.toLowerCase()}` : null;
}

/**
 * CSP hashes of the inline scripts in the web client's index.html (the build writes one that preloads the chunks
 * of the route being opened), so exactly those run and no other inline script does.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, content]) => `'sha256-${createHash('sha256').update(content!).digest('base64')}'`,
  );
}

/** The Content-Security-Policy: the platform's own origin, plus the configured map tiles as images. */
export function contentSecurityPolicy(config: Pick<AppConfig, 'MAP_TILE_URL'>, scriptHashes: string[] = []): Record<string, string[]> {
  const tiles = tileSource(config.MAP_TILE_URL);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    // Leaflet positions its panes, tiles and markers with inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Security headers on every answer (API, HTML, assets, errors) through @fastify/helmet. HSTS is sent only when
 * PUBLIC_ORIGIN is https: over plain http (local runs) it would be ignored, and behind TLS the proxy may add it too.
 */
export async function registerSecurityHeaders(app: NestFastifyApplication, config: AppConfig, indexHtml: string | null): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicy(config, indexHtml ? inlineScriptHashes(indexHtml) : []),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.PUBLIC_ORIGIN.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The API serves its own images (/objects/) to its own pages only; nothing is embedded cross-origin.
    crossOriginEmbedderPolicy: false,
  });
}
