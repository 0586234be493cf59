import type { Readable } from 'node:stream';

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Where uploaded files live, addressed by a relative key such as `companies/<id>/<random>.png` and served under
 * `/objects/<key>`. Only the filesystem implementation exists (files under DATA_DIR/objects): no S3 client is
 * installed. An S3-compatible bucket would be a second implementation of this interface, chosen by OBJECT_STORAGE.
 */
export interface ObjectStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Null when the key is unsafe or nothing is stored under it. */
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** A key is 1–8 segments of letters, digits, '.', '_' and '-', none of them '.' or '..': nothing can climb out. */
export function isSafeObjectKey(key: string): boolean {
  if (key.length === 0 || key.length > 400) return false;
  const segments = key.split('/');
  return segments.length <= 8 && segments.every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

/** The public path of a stored object. */
export function objectUrl(key: string): string {
  return `/objects/${key}`;
}

/** The key behind a request path like `/objects/companies/x/y.png?v=1`, or null when it is not a safe key. */
export function objectKeyFromPath(url: string): string | null {
  const path = url.split('?')[0] ?? '';
  if (!path.startsWith('/objects/')) return null;
  let key: string;
  try {
    key = decodeURIComponent(path.slice('/objects/'.length));
  } catch {
    return null;
  }
  return isSafeObjectKey(key) ? key : null;
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
