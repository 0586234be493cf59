import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the built React client on the API's origin. Hashed assets are cached for a year; every other
 * browser navigation that is not an API call gets index.html, so client-side routes survive a reload.
 * Text assets go out as the brotli or gzip copy the web build wrote beside them (web/vite.config.ts), whichever
 * the browser accepts, else as they are. `absentRoutes` are client routes this deployment does not offer (/test-admin in
 * production): they answer 404 with the same page, which then shows the not-found screen.
 */
export async function serveWebClient(app: NestFastifyApplication, distDir: string, absentRoutes: readonly string[] = []): Promise<boolean> {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, path) => {
      void reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });
  // The wildcard has the lowest priority in Fastify's router, so every API route still wins over it.
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path)) {
        void reply.status(404).header('cache-control', 'no-store').send({ message: 'Nicht gefunden.' });
        return;
      }
      if (absentRoutes.includes(path.replace(/\/+$/, ''))) void reply.status(404);
      void reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    });
  return true;
}
