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
  build: { target: 'es2022', sourcemap: false, assetsInlineLimit: 2048 },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Screen tests render whole screens over a network mock; a busy shared machine needs the room.
    testTimeout: 20_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
