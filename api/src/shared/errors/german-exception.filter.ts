import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describeFastifyError } from './fastify-errors';
import { MeilisearchApiError, MeilisearchRequestError, MeilisearchRequestTimeOutError } from 'meilisearch';
import { describeDatabaseOutage } from './database-outage';

const STATUS_MESSAGES: Partial<Record<number, string>> = {
  400: 'Die Anfrage ist ungültig.',
  401: 'Bitte melden Sie sich an.',
  403: 'Dafür fehlt Ihnen die Berechtigung.',
  404: 'Nicht gefunden.',
  405: 'Diese Methode ist hier nicht erlaubt.',
  409: 'Das steht im Konflikt mit vorhandenen Daten.',
  413: 'Die Anfrage ist zu groß.',
  415: 'Dieses Format wird nicht unterstützt.',
  429: 'Zu viele Anfragen. Bitte versuchen Sie es gleich noch einmal.',
  503: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
};

/**
 * Every error leaves as `{message}` in German. Client errors keep their message; anything unexpected is logged
 * with its stack and answered with a plain 500 sentence, so no stack trace ever reaches a visitor.
 */
@Catch()
export class GermanExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const reply = context.getResponse<FastifyReply>();
    const request = context.getRequest<FastifyRequest>();
    const { status, message, extra } = this.describe(exception);
    if (status === 503) this.logger.warn({ err: exception, url: request.url }, 'Dependency unavailable');
    else if (status >= 500) this.logger.error({ err: exception, url: request.url, method: request.method }, 'Unhandled error');
    void reply
      .status(status)
      .header('cache-control', 'no-store')
      .send({ ...extra, message });
  }

  private describe(exception: unknown): { status: number; message: string; extra?: Record<string, unknown> } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      // Our own code throws `{message}` in German; Nest's built-in bodies (`{statusCode, message, error}`) are English.
      const ours =
        typeof body === 'object' && body !== null && !('error' in body) && typeof (body as { message?: unknown }).message === 'string';
      const message = ours ? (body as { message: string }).message : STATUS_MESSAGES[status];
      // Our bodies may carry more for the client to act on (the package limit's upgrade link); Nest's never do.
      const extra = ours ? (body as Record<string, unknown>) : undefined;
      return { status, message: message ?? 'Ein Fehler ist aufgetreten', extra };
    }
    // The read models are down or not built yet: the visitor can retry; nothing is wrong with the request.
    if (
      exception instanceof MeilisearchRequestError ||
      exception instanceof MeilisearchRequestTimeOutError ||
      (exception instanceof MeilisearchApiError && exception.cause?.code === 'index_not_found')
    ) {
      return {
        status: HttpStatus.SERVICE_UNAVAILABLE,
        message: 'Die Suche ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.',
      };
    }
    const databaseOutage = describeDatabaseOutage(exception);
    if (databaseOutage) return databaseOutage;
    // Fastify rejects malformed JSON, oversized bodies and wrong content types before Nest sees them.
    const fastifyError = describeFastifyError(exception);
    if (fastifyError) return fastifyError;
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      message: 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
    };
  }
}
