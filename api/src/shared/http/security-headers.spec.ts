import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes, tileSource } from './security-headers';

describe('security headers', () => {
  it('allows the configured map tiles, with subdomain placeholders as wildcards', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource('https://{s}.tiles.example:8443/{z}/{x}/{y}.png')).toBe('https://*.tiles.example:8443');
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBeNull();
    expect(tileSource("https://evil.example; script-src 'unsafe-inline'/x")).toBeNull();
  });

  it('lets nothing else from outside in, and no site frame the platform', () => {
    const policy = contentSecurityPolicy({ MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    const outside = Object.values(policy)
      .flat()
      .filter((source) => /^https?:/.test(source));
    expect(outside).toEqual(['https://tile.openstreetmap.org']);
  });

  it('lets exactly the inline scripts of the built index.html run, by their hashes', () => {
    const html = '<script type="module" src="/assets/index.js"></script><script>preload(1)</script><script nonce="x">b()</script>';
    const hash = (content: string) => `'sha256-${createHash('sha256').update(content).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([hash('preload(1)'), hash('b()')]);
    expect(contentSecurityPolicy({ MAP_TILE_URL: '' }, [hash('preload(1)')])['script-src']).toEqual(["'self'", hash('preload(1)')]);
  });
});
