import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM, ensureChromium } from '../../infra/scripts/lib/chromium';
import { ROOT } from '../../infra/scripts/lib/env';
import { bin } from '../../infra/scripts/lib/run';
import { percentile } from './load';

export const LIGHTHOUSE_ROUTES = ['/home', '/search', '/companies'] as const;

export interface RouteSize {
  route: string;
  /** Route module file (src/app/routes/…), or "(entry only)". */
  module: string;
  jsGzipKiB: number;
  cssGzipKiB: number;
  files: number;
}

interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * Initial JavaScript and CSS (gzip -9 of the built files) per route, from Vite's manifest, with the rule of
 * web/scripts/bundle-report.mjs: the entry chunk and its static imports, plus the route chunk and its static imports;
 * lazy imports (dynamicImports) are left out because the route does not wait for them.
 */
export function routeSizes(): RouteSize[] {
  const dist = join(ROOT, 'web', 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestEntry>;
  const gzipped = new Map<string, number>();
  const gz = (file: string) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gzipped.get(file)!;
  };
  const collect = (key: string, seen: Set<string>): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) collect(child, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('web/dist/.vite/manifest.json has no entry chunk');
  const entry = collect(entryKey, new Set());
  const routeKeys = Object.keys(manifest).filter((key) => key.includes('src/app/routes/'));
  return [null, ...routeKeys].map((routeKey) => {
    const keys = routeKey ? collect(routeKey, new Set(entry)) : entry;
    let js = 0;
    let css = 0;
    for (const key of keys) {
      js += gz(manifest[key]!.file);
      for (const file of manifest[key]!.css ?? []) css += gz(file);
    }
    return {
      route: routeKey ? routeForModule(routeKey) : '(entry)',
      module: routeKey ? routeKey.replace(/.*src\/app\//, '') : '(entry only)',
      jsGzipKiB: js / 1024,
      cssGzipKiB: css / 1024,
      files: keys.size,
    };
  });
}

/** The main URL each route module serves (see web/src/app/router.tsx). */
function routeForModule(key: string): string {
  const name = key.replace(/.*routes\//, '').replace(/\.tsx?$/, '');
  const known: Record<string, string> = {
    search: '/search',
    home: '/home',
    companies: '/companies',
    'internship-detail': '/internship/:id',
  };
  return known[name] ?? `(${name})`;
}

export interface LighthouseRun {
  route: string;
  /** Median of the runs. */
  score: number;
  scores: number[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  /** Lighthouse's own CPU benchmark of this machine (about 1000+ on a fast desktop). */
  benchmarkIndex: number;
  warnings: string[];
  /** Lighthouse's biggest opportunities of the median run (estimated savings). */
  opportunities: { title: string; savingsMs: number; savingsKiB: number }[];
  /** Share of the LCP time spent after the document arrived and before the element was painted. */
  lcpRenderDelayMs: number;
  transferKiB: number;
}

interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<
    string,
    {
      title?: string;
      numericValue?: number;
      details?: {
        type?: string;
        overallSavingsMs?: number;
        overallSavingsBytes?: number;
        items?: { items?: { phase: string; timing: number }[] }[];
      };
    }
  >;
  environment: { benchmarkIndex: number };
  runWarnings: string[];
}

/**
 * Lighthouse 12 (the CLI, in its own process) with its default mobile profile: Moto G Power screen, 4× CPU slowdown
 * and a slow 4G network (150 ms RTT, 1.6 Mbit/s), simulated throttling; Debian's Chromium, headless.
 */
export async function lighthouse(baseUrl: string, route: string, runs: number, outDir: string): Promise<LighthouseRun> {
  ensureChromium();
  mkdirSync(outDir, { recursive: true });
  const reports: LighthouseReport[] = [];
  for (let run = 0; run < runs; run++) {
    const output = join(outDir, `lighthouse${route.replace(/\//g, '-')}-${run + 1}.json`);
    // A run on a busy machine sometimes ends in NO_FCP or a protocol timeout: one more try before giving up.
    await runLighthouse(`${baseUrl}${route}`, output).catch(() => runLighthouse(`${baseUrl}${route}`, output));
    reports.push(JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport);
  }
  const medianOf = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  const scores = reports.map((report) => Math.round((report.categories.performance.score ?? 0) * 100));
  const audit = (id: string) => medianOf(reports.map((report) => report.audits[id]?.numericValue ?? Number.NaN));
  const median = reports[scores.indexOf(medianOf(scores))] ?? reports[0]!;
  const opportunities = Object.values(median.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && (audit.details.overallSavingsMs ?? 0) > 0)
    .map((audit) => ({
      title: audit.title ?? '',
      savingsMs: audit.details!.overallSavingsMs ?? 0,
      savingsKiB: (audit.details!.overallSavingsBytes ?? 0) / 1024,
    }))
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .slice(0, 3);
  const lcpPhases = median.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
  return {
    route,
    score: medianOf(scores),
    opportunities,
    lcpRenderDelayMs: lcpPhases.find((phase) => phase.phase === 'Render Delay')?.timing ?? Number.NaN,
    transferKiB: (median.audits['total-byte-weight']?.numericValue ?? Number.NaN) / 1024,
    scores,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    speedIndexMs: audit('speed-index'),
    benchmarkIndex: medianOf(reports.map((report) => report.environment.benchmarkIndex)),
    warnings: [...new Set(reports.flatMap((report) => report.runWarnings))],
  };
}

function runLighthouse(url: string, output: string): Promise<void> {
  rmSync(output, { force: true });
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      bin('lighthouse'),
      [
        url,
        '--only-categories=performance',
        '--form-factor=mobile',
        '--throttling-method=simulate',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        '--max-wait-for-load=30000',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ],
      { cwd: ROOT, env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse ${url} failed (${code}): ${stderr.slice(-800)}`))));
  });
}
