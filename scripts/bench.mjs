// The portal's benchmark (docs/performance.md): never a timed test, never in CI.
//   npm run bench
// For each engine (SQLite, PostgreSQL) it starts the portal as production does (built web app, the server
// run by Node with its types stripped, no transpiler), measures the start-up to the first healthy answer,
// then runs every section of scripts/bench/sections/ in name order against it. A section is a module whose
// default export is `{ name, title, run(context) }`; `run` returns rows (printed as a table) and gets
// `{ engine, portal, restart(extraEnv, nodeArgs), settings }`. Choose sections with BENCH_SECTIONS=serve,growth.
// Other settings: BENCH_ENGINES, BENCH_SECONDS, BENCH_ROUNDS, BENCH_CONNECTIONS, BENCH_WARMUP,
// BENCH_POSTGRES_URL (an administrator's URL: a fresh database is created and dropped per run).
import fs from 'node:fs';
import path from 'node:path';
import {
  freshPostgres,
  machine,
  printTable as print,
  root,
  say,
  settings,
  startPortal,
} from './bench/lib.mjs';

if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  say('The web app is not built: run `npm run build` first.');
  process.exit(1);
}
const chosen = process.env.BENCH_SECTIONS?.split(',').filter(Boolean);
const sectionDir = path.join(root, 'scripts/bench/sections');
const sections = [];
for (const file of fs
  .readdirSync(sectionDir)
  .filter((f) => f.endsWith('.mjs'))
  .sort()) {
  const { default: section } = await import(path.join(sectionDir, file));
  if (!chosen || chosen.includes(section.name)) sections.push(section);
}

say(`## Benchmark ${new Date().toISOString()}\n`);
print([machine()]);
say(
  `\n${settings.connections} connections, ${settings.seconds} s per run, ${settings.rounds} rounds, interleaved; median [min..max]\n`,
);

for (const engine of settings.engines) {
  const dataDir = path.join(settings.tmp, engine);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const database = engine === 'postgres' ? await freshPostgres(`foro_bench_${process.pid}`) : null;
  const options = { engine, databaseUrl: database?.url, dataDir };
  // The first start creates and seeds the database; the second is the measured start-up.
  await (await startPortal(options)).stop();
  let portal = await startPortal(options);
  say(`### ${engine}\n`);
  print([{ 'start-up to first healthy answer (ms)': portal.startupMs.toFixed(0), goal: '≤ 1000' }]);
  const restart = async (extraEnv = {}, nodeArgs = []) => {
    await portal.stop();
    portal = await startPortal({ ...options, extraEnv, nodeArgs });
    return portal;
  };
  try {
    for (const section of sections) {
      say(`\n#### ${section.title ?? section.name} (${engine})\n`);
      print(await section.run({ engine, portal, restart, settings, databaseUrl: database?.url, dataDir }));
    }
  } finally {
    await portal.stop();
    await database?.drop();
  }
  say('');
}
say(`load average after the run: ${machine()['load average (1, 5, 15 min)']}`);
fs.rmSync(settings.tmp, { recursive: true, force: true });
