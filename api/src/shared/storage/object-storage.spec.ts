import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { FilesystemObjectStorage } from './filesystem-object-storage';
import { contentTypeOf, isSafeObjectKey, objectKeyFromPath } from './object-storage';

describe('object keys', () => {
  it.each(['companies/abc/1f2e.png', 'images/search-hero.png', 'a_b-c.d/e.webp'])('accepts %s', (key) => {
    expect(isSafeObjectKey(key)).toBe(true);
  });

  it.each(['', '../etc/passwd', 'companies/../../x', 'a//b', '/abs', 'a/./b', 'a\\b', 'a/b%2f', 'a/..png/x', 'a/b\u0000'])(
    'refuses %j',
    (key) => {
      expect(isSafeObjectKey(key)).toBe(false);
    },
  );

  it('decodes the request path and refuses encoded traversal', () => {
    expect(objectKeyFromPath('/objects/companies/x/y.png?v=2')).toBe('companies/x/y.png');
    expect(objectKeyFromPath('/objects/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(objectKeyFromPath('/objects/companies%2f..%2f..%2fsecret')).toBeNull();
    expect(objectKeyFromPath('/objects/%E0%A4%A')).toBeNull();
    expect(objectKeyFromPath('/other/x.png')).toBeNull();
  });

  it('names the content type by extension', () => {
    expect(contentTypeOf('a/b.PNG')).toBe('image/png');
    expect(contentTypeOf('a/b.jpg')).toBe('image/jpeg');
    expect(contentTypeOf('a/b.exe')).toBe('application/octet-stream');
  });
});

describe('FilesystemObjectStorage', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'praxisnah-objects-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('stores, reads and deletes an object', async () => {
    const storage = new FilesystemObjectStorage(join(root, 'objects'));
    await storage.put('companies/c1/a.png', Buffer.from('png-bytes'));
    const object = await storage.get('companies/c1/a.png');
    expect(object?.size).toBe(9);
    expect(object?.contentType).toBe('image/png');
    expect(await text(object!.body)).toBe('png-bytes');
    await storage.delete('companies/c1/a.png');
    expect(await storage.get('companies/c1/a.png')).toBeNull();
  });

  it('never reads outside its folder, not even through a symlink', async () => {
    writeFileSync(join(root, 'secret.txt'), 'geheim');
    const storage = new FilesystemObjectStorage(join(root, 'objects'));
    await storage.put('x/keep.png', Buffer.from('ok'));
    symlinkSync(join(root, 'secret.txt'), join(root, 'objects', 'x', 'link.png'));
    expect(await storage.get('../secret.txt')).toBeNull();
    expect(await storage.get('x/link.png')).toBeNull();
    expect(await storage.get('x')).toBeNull();
    await expect(storage.put('../escape.png', Buffer.from('x'))).rejects.toThrow('Unsafe object key');
  });
});
