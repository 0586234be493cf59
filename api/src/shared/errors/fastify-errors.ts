import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

const INVALID_JSON = 'Der Inhalt der Anfrage ist kein gültiges JSON.';

/** German sentences for what Fastify and Node reject before a route runs; none repeats the request's input. */
const MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'Die Adresse ist ungültig kodiert.',
  FST_ERR_MAX_PARAM_LENGTH: 'Die Adresse ist zu lang.',
  FST_ERR_CTP_INVALID_JSON_BODY: INVALID_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: INVALID_JSON,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Die Längenangabe der Anfrage stimmt nicht.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Dieses Format wird nicht unterstützt. Bitte senden Sie JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Die Anfrage ist zu groß.',
};
const BY_STATUS: Record<number, string> = {
  408: 'Die Anfrage hat zu lange gedauert.',
  413: 'Die Anfrage ist zu groß.',
  414: 'Die Adresse ist zu lang.',
  415: 'Dieses Format wird nicht unterstützt.',
  431: 'Die Adresse oder die Kopfzeilen der Anfrage sind zu lang.',
};
const INVALID_REQUEST = 'Die Anfrage ist ungültig.';

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
}

/** The status and German message for an error Fastify raised about the request itself, or null when it is not one. */
export function describeFastifyError(error: unknown): { status: number; message: string } | null {
  const { statusCode, code } = (error ?? {}) as FastifyLikeError;
  if (!statusCode || statusCode < 400 || statusCode >= 500) return null;
  return { status: statusCode, message: (code && MESSAGES[code]) ?? BY_STATUS[statusCode] ?? INVALID_REQUEST };
}

/** Fastify's `frameworkErrors`: a URL its router cannot decode, or a path parameter over maxParamLength. */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const { status, message } = describeFastifyError(error) ?? { status: 400, message: INVALID_REQUEST };
  void reply.status(status).header('cache-control', 'no-store').send({ message });
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request (a URL or headers over 16 KB: 431; a
 * malformed request line: 400) before there is a request object to answer with.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify({ message: BY_STATUS[status] ?? INVALID_REQUEST });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : status === 408 ? 'Request Timeout' : 'Request Header Fields Too Large'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
