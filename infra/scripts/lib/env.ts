import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseServerEnv, type ServerEnv } from '../../../contracts/src/config/env.schema';

export const ROOT = join(__dirname, '..', '..', '..');

/** Reads `.env` (if present) under the real environment, validates it and stops with one line per wrong variable. */
export function loadEnv(): ServerEnv & { raw: Record<string, string> } {
  const fromFile: Record<string, string> = {};
  const file = join(ROOT, '.env');
  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const match = line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/);
      if (match) fromFile[match[1]!] = match[2]!.replace(/^["']|["']$/g, '');
    }
  }
  const raw = { ...fromFile, ...(process.env as Record<string, string>) };
  try {
    return { ...parseServerEnv(raw), raw };
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
