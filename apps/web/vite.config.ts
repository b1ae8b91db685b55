import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { asciiOnlyServerBuild } from './build/ascii-only';
import { firstScreenChunks } from './build/first-screen-chunks';
import { routePreloads } from './build/route-preloads';

const provider = 'http://localhost:3000';

export default defineConfig(({ command, isSsrBuild }) => {
  // What the build ships never depends on the shell's NODE_ENV: `NODE_ENV=development npm start` (the
  // portal's own mode, README) otherwise built React's development bundle, 650 KB instead of 410 KB.
  // Vite reads NODE_ENV after loading this file, so setting it here makes every build a production one.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      react(),
      routePreloads(fileURLToPath(new URL('src/app/router.tsx', import.meta.url))),
      firstScreenChunks(fileURLToPath(new URL('src/app/router.tsx', import.meta.url))),
      asciiOnlyServerBuild(),
    ],
    server: {
      port: 5173,
      proxy: Object.fromEntries(
        ['/api', '/connect', '/certificado', '/healthz', '/media/uploads'].map((p) => [p, provider]),
      ),
    },
    build: { target: 'es2022', sourcemap: false, assetsInlineLimit: 2048 },
    // The prerender entry (`vite build --ssr`, docs/decisions/0055-prerendered-visitor-pages.md) carries
    // its libraries with it: the server loads one file and resolves no package of the web app.
    ssr: { noExternal: true },
    // …in their production builds whatever NODE_ENV the server runs with (`NODE_ENV=development npm
    // start`, the benchmarks): React's development renderer took 1.5 times the CPU per member page drawn
    // (docs/performance-log/2026-11-29-member-pages-drawn.md).
    ...(command === 'build' && isSsrBuild ? { define: { 'process.env.NODE_ENV': '"production"' } } : {}),
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'screens',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: ['src/**/*.server.test.{ts,tsx}'],
            setupFiles: ['src/test/setup.ts'],
            // Screen tests render whole screens over a network mock; a busy shared machine needs the room.
            testTimeout: 20_000,
            css: { modules: { classNameStrategy: 'non-scoped' } },
          },
        },
        // What the server renders (prerender.tsx), in Node as the server runs it.
        {
          extends: true,
          test: { name: 'server-render', environment: 'node', include: ['src/**/*.server.test.{ts,tsx}'] },
        },
        // The build's own plugins run in Node, as Vite runs them.
        { extends: true, test: { name: 'build', environment: 'node', include: ['build/**/*.test.ts'] } },
      ],
    },
  };
});
