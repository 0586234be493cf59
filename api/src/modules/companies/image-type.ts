import type { CompanyImageType } from '@praxisnah/contracts';

export interface DetectedImage {
  mime: CompanyImageType;
  extension: 'png' | 'jpg' | 'webp';
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** PNG, JPEG or WebP by the file's first bytes; whatever the client claimed as content type does not count. */
export function detectImageType(bytes: Buffer): DetectedImage | null {
  if (startsWith(bytes, PNG)) return { mime: 'image/png', extension: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { mime: 'image/webp', extension: 'webp' };
  return null;
}
