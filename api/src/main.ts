import 'reflect-metadata';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { COMPANY_IMAGE_MAX_BYTES } from '@praxisnah/contracts';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AppModule } from './app.module';
import { serveWebClient } from './modules/web/serve-web-client';
import { loadAppConfig } from './shared/config/app-config';
import { answerClientError, answerFrameworkError } from './shared/errors/fastify-errors';
import { GermanExceptionFilter } from './shared/errors/german-exception.filter';
import { registerSecurityHeaders } from './shared/http/security-headers';

async function bootstrap(): Promise<void> {
  const config = loadAppConfig();
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule,
    new FastifyAdapter({
      bodyLimit: 1024 * 1024,
      // X-Forwarded-For names the client only when it comes from a configured proxy: anyone can send the header.
      trustProxy: config.TRUST_PROXY ?? false,
      // What Fastify and Node refuse before a route runs is answered in German too, without echoing the input.
      frameworkErrors: answerFrameworkError,
      clientErrorHandler: answerClientError,
    }),
    {
      bufferLogs: true,
      // The payment webhook's HMAC is computed over the exact bytes received.
      rawBody: true,
    },
  );
  app.useLogger(app.get(Logger));
  app.useGlobalFilters(new GermanExceptionFilter());
  app.enableShutdownHooks();
  // Company logo and featured image uploads; each route reads one file and checks its bytes.
  await app.register(fastifyMultipart, { limits: { fileSize: COMPANY_IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 12 } });
  // JSON answers (a search page is about 140 KB) go out brotli- or gzip-compressed from 1 KB on; the web client's
  // built files carry their own precompressed copies (serveWebClient), which this leaves as they are. A low brotli
  // quality compresses a page nearly as well as the default (11) in a fraction of its time, and pages are compressed
  // in one call: the plugin's streaming path (its default above 8 KB) added milliseconds to every search answer.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: 512 * 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1 },
  });
  const webDist = resolve(config.WEB_DIST ?? resolve(__dirname, '../../web/dist'));
  const indexFile = join(webDist, 'index.html');
  await registerSecurityHeaders(app, config, existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null);
  const servesWeb = await serveWebClient(app, webDist, config.NODE_ENV === 'production' ? ['/test-admin'] : []);
  await app.listen({ port: config.PORT, host: config.HOST });
  app.get(Logger).log({ port: config.PORT, webDist: servesWeb ? webDist : null }, 'Praxisnah API listening');
}

void bootstrap();
