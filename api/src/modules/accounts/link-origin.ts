import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * Where the browser reached us (`https://host[:port]`), the fallback for mailed links when PUBLIC_ORIGIN is unset.
 * The Host header is chosen by the client, so production deployments set PUBLIC_ORIGIN (the API warns otherwise).
 */
export const RequestOrigin = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return requestOrigin(request.protocol, request.host, request.headers.origin);
});

export function requestOrigin(protocol: string, host: string, originHeader: string | undefined): string {
  if (originHeader) {
    try {
      const origin = new URL(originHeader);
      if (origin.protocol === 'http:' || origin.protocol === 'https:') return origin.origin;
    } catch {
      // not a URL: fall back to the Host header
    }
  }
  const safeHost = /^[a-z0-9.\-:[\]]+$/i.test(host) ? host : 'localhost';
  return `${protocol === 'https' ? 'https' : 'http'}://${safeHost}`;
}

/** A link into the web client: PUBLIC_ORIGIN wins over the request's origin. */
export function clientLink(publicOrigin: string | undefined, requestOriginValue: string, path: string, token?: string): string {
  const url = new URL(path, publicOrigin ?? requestOriginValue);
  if (token) url.searchParams.set('token', token);
  return url.toString();
}
