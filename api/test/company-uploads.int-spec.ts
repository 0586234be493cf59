import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPANY_IMAGE_MAX_BYTES } from '@praxisnah/contracts';
import { startTestStack, type TestStack } from '../../infra/testing/stack';
import { imageForm, jpegBytes, loginToken, pngBytes, request, sql, webpBytes } from './support/account-helpers';

interface ImageAnswer {
  kind: string;
  url: string;
  logoUrl: string | null;
  featuredImageUrl: string | null;
}

/** A GET with the path sent exactly as written (fetch would normalise '..' away). */
function rawGet(baseUrl: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

jest.setTimeout(60_000);

describe('company logo and featured image', () => {
  let stack: TestStack;
  let dataDir: string;
  let token: string;
  let companyId: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'praxisnah-uploads-'));
    writeFileSync(join(dataDir, 'geheim.txt'), 'streng geheim');
    // With the web client served, so /objects/* is shown to win over the client's catch-all route.
    stack = await startTestStack({ env: { DATA_DIR: dataDir } });
    token = await loginToken(stack.baseUrl, 'firma@demo.example', 'demo-passwort');
    companyId = (await request<{ id: string }>(stack.baseUrl, 'GET', '/api/company', { token })).body.id;
  }, 180_000);

  afterAll(async () => {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  const companyRow = async () =>
    (
      await sql<{ logo_url: string | null; featured_image_url: string | null; version: number }>(
        stack.databaseUrl,
        'SELECT logo_url, featured_image_url, version FROM companies WHERE id = $1',
        [companyId],
      )
    )[0]!;

  it('stores a PNG logo under the data folder, serves it with long cache headers and queues the index update', async () => {
    const bytes = pngBytes(4096);
    const before = await companyRow();
    const uploaded = await request<ImageAnswer>(stack.baseUrl, 'POST', '/api/company/logo', {
      token,
      form: imageForm(bytes, 'logo.png', 'image/png'),
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.kind).toBe('logo');
    expect(uploaded.body.url).toMatch(new RegExp(`^/objects/companies/${companyId}/[0-9a-f]{32}\\.png$`));
    expect(uploaded.body.logoUrl).toBe(uploaded.body.url);
    expect(existsSync(join(dataDir, uploaded.body.url))).toBe(true);

    const served = await fetch(`${stack.baseUrl}${uploaded.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    const after = await companyRow();
    expect(after.logo_url).toBe(uploaded.body.url);
    expect(after.version).toBe(before.version + 1);
    const [event] = await sql<{ event_type: string; aggregate_version: number }>(
      stack.databaseUrl,
      'SELECT event_type, aggregate_version FROM outbox WHERE aggregate_id = $1 ORDER BY occurred_at DESC LIMIT 1',
      [companyId],
    );
    expect(event).toEqual({ event_type: 'company.image-changed', aggregate_version: after.version });
    expect((await request<{ logoUrl: string }>(stack.baseUrl, 'GET', '/api/company', { token })).body.logoUrl).toBe(uploaded.body.url);

    // A JPEG sent as "logo.png"/image/png is stored as what it is; the replaced file disappears.
    const replaced = await request<ImageAnswer>(stack.baseUrl, 'POST', '/api/company/logo', {
      token,
      form: imageForm(jpegBytes(2048), 'logo.png', 'image/png'),
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.url).toMatch(/\.jpg$/);
    expect((await fetch(`${stack.baseUrl}${uploaded.body.url}`)).status).toBe(404);
    expect((await fetch(`${stack.baseUrl}${replaced.body.url}`)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('sets the featured image (WebP) without touching the logo', async () => {
    const logoBefore = (await companyRow()).logo_url;
    const uploaded = await request<ImageAnswer>(stack.baseUrl, 'POST', '/api/company/featured-image', {
      token,
      form: imageForm(webpBytes(1024), 'bild.webp', 'image/webp'),
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ kind: 'featured-image', featuredImageUrl: uploaded.body.url, logoUrl: logoBefore });
    expect(uploaded.body.url).toMatch(/\.webp$/);
    expect((await companyRow()).featured_image_url).toBe(uploaded.body.url);
  });

  it('accepts exactly 2 MB and refuses more with a German 413', async () => {
    expect(
      (
        await request(stack.baseUrl, 'POST', '/api/company/logo', {
          token,
          form: imageForm(pngBytes(COMPANY_IMAGE_MAX_BYTES), 'a.png', 'image/png'),
        })
      ).status,
    ).toBe(200);
    const before = await companyRow();
    for (const size of [COMPANY_IMAGE_MAX_BYTES + 1, 6 * 1024 * 1024]) {
      const tooLarge = await request<{ message: string }>(stack.baseUrl, 'POST', '/api/company/logo', {
        token,
        form: imageForm(pngBytes(size), 'gross.png', 'image/png'),
      });
      expect({ size, status: tooLarge.status }).toEqual({ size, status: 413 });
      expect(tooLarge.body).toEqual({ message: 'Das Bild ist zu groß. Erlaubt sind höchstens 2 MB.' });
    }
    expect(await companyRow()).toEqual(before);
  });

  it('refuses other file types by their bytes, whatever name and type the client claims', async () => {
    const before = await companyRow();
    const fakes: [Buffer, string, string][] = [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.png', 'image/png'],
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'logo.gif', 'image/gif'],
      [Buffer.from('%PDF-1.7 ...'), 'logo.jpg', 'image/jpeg'],
      [Buffer.from('<html><body>hallo</body></html>'), 'bild.webp', 'image/webp'],
    ];
    for (const [bytes, name, type] of fakes) {
      const refused = await request<{ message: string }>(stack.baseUrl, 'POST', '/api/company/featured-image', {
        token,
        form: imageForm(bytes, name, type),
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: 'Dieses Dateiformat wird nicht unterstützt. Erlaubt sind PNG, JPEG und WebP.' });
    }
    expect(await companyRow()).toEqual(before);
  });

  it('explains a request without a file', async () => {
    const json = await request<{ message: string }>(stack.baseUrl, 'POST', '/api/company/logo', {
      token,
      body: { url: 'https://x.example/a.png' },
    });
    expect(json.status).toBe(400);
    expect(json.body.message).toContain('multipart/form-data');
    const form = new FormData();
    form.append('name', 'nur Text');
    const noFile = await request<{ message: string }>(stack.baseUrl, 'POST', '/api/company/logo', { token, form });
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe('Bitte wählen Sie eine Bilddatei aus.');
    const empty = await request<{ message: string }>(stack.baseUrl, 'POST', '/api/company/logo', {
      token,
      form: imageForm(Buffer.alloc(0), 'leer.png', 'image/png'),
    });
    expect(empty.status).toBe(400);
  });

  it('serves nothing outside the objects folder', async () => {
    for (const path of [
      '/objects/../geheim.txt',
      '/objects/%2e%2e/geheim.txt',
      '/objects/..%2fgeheim.txt',
      '/objects/companies/..%2f..%2fgeheim.txt',
      '/objects/%2e%2e/%2e%2e/package.json',
      '/objects/companies',
      `/objects/companies/${companyId}/`,
      '/objects/companies/nichts/da.png',
    ]) {
      const response = await rawGet(stack.baseUrl, path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.body).not.toContain('streng geheim');
      expect(response.body).not.toContain('workspaces');
    }
    expect(JSON.parse((await rawGet(stack.baseUrl, '/objects/companies/nichts/da.png')).body)).toEqual({
      message: 'Diese Datei wurde nicht gefunden.',
    });
  });
  it('removes the logo and the featured image on request of the company itself, never of another company', async () => {
    const logo = await request<ImageAnswer>(stack.baseUrl, 'POST', '/api/company/logo', {
      token,
      form: imageForm(pngBytes(2048), 'logo.png', 'image/png'),
    });
    const featured = await request<ImageAnswer>(stack.baseUrl, 'POST', '/api/company/featured-image', {
      token,
      form: imageForm(webpBytes(2048), 'titel.webp', 'image/webp'),
    });
    expect(existsSync(join(dataDir, logo.body.url))).toBe(true);

    // Another company's request only ever concerns its own images: ours stay.
    const otherToken = await loginToken(stack.baseUrl, 'firma2@demo.example', 'demo-passwort');
    expect((await request(stack.baseUrl, 'DELETE', '/api/company/logo', { token: otherToken })).status).toBe(200);
    expect((await request(stack.baseUrl, 'DELETE', '/api/company/logo')).status).toBe(401);
    expect(await companyRow()).toMatchObject({ logo_url: logo.body.url, featured_image_url: featured.body.url });

    const before = await companyRow();
    const removed = await request<Omit<ImageAnswer, 'url'>>(stack.baseUrl, 'DELETE', '/api/company/logo', { token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ kind: 'logo', logoUrl: null, featuredImageUrl: featured.body.url });
    const after = await companyRow();
    expect(after).toMatchObject({ logo_url: null, featured_image_url: featured.body.url });
    expect(after.version).toBe(before.version + 1);
    expect(existsSync(join(dataDir, logo.body.url))).toBe(false);

    const removedFeatured = await request<Omit<ImageAnswer, 'url'>>(stack.baseUrl, 'DELETE', '/api/company/featured-image', { token });
    expect(removedFeatured.body).toEqual({ kind: 'featured-image', logoUrl: null, featuredImageUrl: null });
    expect(existsSync(join(dataDir, featured.body.url))).toBe(false);
    const own = await request<{ logoUrl: string | null; featuredImageUrl: string | null }>(stack.baseUrl, 'GET', '/api/company', { token });
    expect(own.body).toMatchObject({ logoUrl: null, featuredImageUrl: null });
  });
});
