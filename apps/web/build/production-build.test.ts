import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const app = fileURLToPath(new URL('..', import.meta.url));
// Inside the app, so that the entry resolves React as the app does.
const dir = mkdtempSync(path.join(app, 'node_modules/.production-build-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const entry = path.join(dir, 'entry.js');
writeFileSync(
  entry,
  "import { createRoot } from 'react-dom/client';\nexport const mount = (el) => createRoot(el);\n",
);

/**
 * Run in a process of its own, as `vite build` runs from a shell: loads the app's config as Vite does,
 * builds the entry with it (without the plugins that read the app's own pages) and tells what it ships.
 */
const builder = `
import { build, loadConfigFromFile } from 'vite';
import react from '@vitejs/plugin-react';
const { config } = await loadConfigFromFile({ command: 'build', mode: 'production', isSsrBuild: false, isPreview: false });
const out = await build({
  ...config, configFile: false, plugins: [react()], logLevel: 'silent',
  build: { ...config.build, write: false, rollupOptions: { input: process.argv[1] } },
});
const code = [out].flat().flatMap((o) => o.output).map((o) => (o.type === 'chunk' ? o.code : '')).join('\\n');
console.log(JSON.stringify({
  // React's development build carries its warnings; the production one none of them.
  reactBuild: /Invalid hook call|react-stack-bottom-frame/.test(code) ? 'development' : 'production',
  kB: Math.round(code.length / 1000),
}));
`;

function buildReact(nodeEnv: string | undefined) {
  const env = { ...process.env };
  if (nodeEnv === undefined) delete env.NODE_ENV;
  else env.NODE_ENV = nodeEnv;
  const res = spawnSync(process.execPath, ['--input-type=module', '-e', builder, entry], {
    cwd: app,
    env,
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(res.stderr);
  return JSON.parse(res.stdout.trim().split('\n').at(-1)!) as unknown;
}

describe("the build ships production React whatever the shell's NODE_ENV", () => {
  it.each(['development', 'test', undefined])(
    'NODE_ENV=%s',
    (nodeEnv) => {
      expect(buildReact(nodeEnv)).toMatchObject({ reactBuild: 'production' });
    },
    120_000,
  );
});
