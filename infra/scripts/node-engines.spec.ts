import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minVersion, satisfies } from 'semver';

const root = join(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};

/**
 * Declares Node >= 22.12 in every release for NestJS 12; the suite runs it on Node 20 (README, Requirements).
 * Anything else that leaves the stated range out must be pinned to a release that includes it.
 */
const KNOWN_EXCEPTIONS = new Set(['node_modules/nestjs-pino']);

describe('Node.js requirement', () => {
  it('is met by every installed package, so npm install on the oldest supported Node warns about nothing new', () => {
    const oldest = minVersion(manifest.engines.node)!.version;
    const refusing = Object.entries(lock.packages)
      .filter(([path, info]) => path && !KNOWN_EXCEPTIONS.has(path) && info.engines && !Array.isArray(info.engines) && info.engines.node)
      .filter(([, info]) => !satisfies(oldest, (info.engines as { node: string }).node))
      .map(([path, info]) => `${path}@${info.version} wants node ${(info.engines as { node: string }).node}`);
    expect(oldest).toBe('20.19.0');
    expect(refusing).toEqual([]);
  });
});
