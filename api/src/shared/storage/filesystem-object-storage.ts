import { createReadStream } from 'node:fs';
import { mkdir, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import { contentTypeOf, isSafeObjectKey, ObjectStorage, StoredObject } from './object-storage';

/** Objects as files under one root folder (DATA_DIR/objects); written atomically, read only from inside the root. */
export class FilesystemObjectStorage implements ObjectStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, body, { flag: 'wx' });
    await rename(temporary, path);
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isSafeObjectKey(key)) return null;
    try {
      const path = this.pathOf(key);
      // A symlink inside the folder must not lead outside of it either.
      const [real, root] = await Promise.all([realpath(path), realpath(this.root)]);
      if (!real.startsWith(root + sep)) return null;
      const info = await stat(real);
      if (!info.isFile()) return null;
      return { body: createReadStream(real), size: info.size, contentType: contentTypeOf(key) };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!isSafeObjectKey(key)) throw new Error(`Unsafe object key: ${key}`);
    const path = join(this.root, ...key.split('/'));
    if (!path.startsWith(this.root + sep)) throw new Error(`Unsafe object key: ${key}`);
    return path;
  }
}
