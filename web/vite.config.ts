import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { paths } from './src/app/paths.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const contracts = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));
const messageCatalogue = fileURLToPath(new URL('../contracts/src/messages/catalogue', import.meta.url));
const apiOrigin = process.env.VITE_DEV_API_ORIGIN ?? 'http://localhost:3000';
const apiProxy = { '/api': apiOrigin, '/s/': apiOrigin, '/objects': apiOrigin };

/**
 * Writes a .br and a .gz copy beside every text asset of the build, compressed once at the highest levels, so the
 * API (api/src/modules/web) answers with the precompressed file instead of compressing on each request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'praxisnah:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const visit = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const path = join(dir, name);
          if (statSync(path).isDirectory()) {
            if (name !== '.vite') visit(path);
          } else if (/\.(js|css|svg|html)$/.test(name) && statSync(path).size >= 1024) {
            const content = readFileSync(path);
            writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
            writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
          }
        }
      };
      visit(outDir);
    },
  };
}

/** The screens people land on from outside, with the paths that open them (web/src/app/router.tsx). */
const LANDING_ROUTES: Record<string, string[]> = {
  'src/app/routes/search.tsx': [paths.root.path, paths.search.path, paths.ausbildungSearch.path],
  'src/app/routes/home.tsx': [paths.home.path],
  'src/app/routes/companies.tsx': [paths.companies.path],
};

/**
 * The hero picture (web/scripts/hero-image.mjs, a CSS background in src/styles/global.css) and the paths whose screen
 * shows it. It is their largest paint, and as a background the browser would only ask for it once the script has
 * rendered the hero: index.html asks for it at once on these paths.
 */
const HERO_IMAGE = { href: '/objects/images/search-hero.webp', type: 'image/webp' };
const HERO_PATHS = [paths.root.path, paths.search.path, paths.ausbildungSearch.path, paths.home.path];

/**
 * Route screens load lazily, so on a first visit the browser would only learn of the screen's chunks after it has
 * downloaded and run the entry chunk. For the landing screens, a few lines in index.html start those downloads
 * (modulepreload) beside the entry chunk's when the page's path opens one of them.
 */
function preloadLandingRoutes(): Plugin {
  let base = '/';
  return {
    name: 'praxisnah:preload-landing-routes',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const staticImports = (file: string, seen = new Set<string>()): Set<string> => {
          if (seen.has(file)) return seen;
          seen.add(file);
          for (const child of byFile.get(file)?.imports ?? []) staticImports(child, seen);
          return seen;
        };
        const loadedWithEntry = entry ? staticImports(entry.fileName) : new Set<string>();
        const files: string[] = [];
        const routes: Record<string, number[]> = {};
        for (const [module, routePaths] of Object.entries(LANDING_ROUTES)) {
          const chunk = chunks.find((item) => item.moduleIds.some((id) => id.endsWith(`/${module}`)));
          if (!chunk) throw new Error(`preloadLandingRoutes: no chunk for ${module}`);
          const indexes = [...staticImports(chunk.fileName)]
            .filter((file) => !loadedWithEntry.has(file))
            .map((file) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1));
          for (const path of routePaths) routes[path] = indexes;
        }
        // `type` lets a browser without WebP skip the hint; fetchpriority puts the picture before the route chunks.
        const hero = `if(${JSON.stringify(HERO_PATHS)}.indexOf(p)>=0){var h=document.createElement('link');h.rel='preload';h.as='image';h.type=${JSON.stringify(HERO_IMAGE.type)};h.setAttribute('fetchpriority','high');h.href=${JSON.stringify(base.replace(/\/$/, '') + HERO_IMAGE.href)};document.head.appendChild(h)}`;
        const script = `(function(){var p=location.pathname.replace(/(.)\\/+$/,'$1'),f=${JSON.stringify(files)},r=${JSON.stringify(routes)}[p]||[];for(var i=0;i<r.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=${JSON.stringify(base)}+f[r[i]];document.head.appendChild(l)}${hero}})();`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), preloadLandingRoutes()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${src}/` },
      // The package's main is a CommonJS build for Node; the browser bundles the TypeScript source.
      { find: /^@praxisnah\/contracts$/, replacement: contracts },
      // One screen group's texts without the others (src/lib/message-parts): the index offers them all at once.
      { find: /^@praxisnah\/contracts\/messages\/(\w+)$/, replacement: `${messageCatalogue}/$1.ts` },
    ],
  },
  // The dev server and `vite preview` (the Docker web service) forward API, short links and uploads to the API.
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      treeshake: {
        // Contracts modules only declare constants, schemas and functions: what a screen does not use is dropped.
        // A feature's index.ts only re-exports: a screen then loads the modules it uses, not the whole feature
        // (the search page would otherwise pull the company profile, events and map through one banner import).
        moduleSideEffects: (id: string) => !id.includes('/contracts/src/') && !/\/src\/features\/[^/]+\/index\.ts$/.test(id),
      },
    },
  },
});
