import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const provider = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/connect', '/certificado', '/healthz', '/media/uploads'].map((p) => [p, provider]),
    ),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // A page's lazy code came as 20–40 chunks of a few hundred bytes (shared schemas, helpers), each a
    // round trip on a slow connection: chunks under 8 KB are merged into the ones that import them
    // (docs/performance.md "First load on a phone"). The option is Rollup's, which this app's Vite builds
    // with; the types seen here are those of the Vite that Vitest brings, hence the plain object.
    rollupOptions: { output: { experimentalMinChunkSize: 8_000 } as object },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Screen tests render whole screens over a network mock; a busy shared machine needs the room.
    testTimeout: 20_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
