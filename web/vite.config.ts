import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const src = fileURLToPath(new URL('./src', import.meta.url));
const contracts = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));
const apiOrigin = process.env.VITE_DEV_API_ORIGIN ?? 'http://localhost:3000';
const apiProxy = { '/api': apiOrigin, '/s/': apiOrigin, '/objects': apiOrigin };

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${src}/` },
      // The package's main is a CommonJS build for Node; the browser bundles the TypeScript source.
      { find: /^@praxisnah\/contracts$/, replacement: contracts },
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
        moduleSideEffects: (id: string) => !id.includes('/contracts/src/'),
      },
    },
  },
});
