#!/usr/bin/env node
// `npm run test:container` (README, "Container"): builds the image and starts compose.yaml (the portal
// twice, PostgreSQL, object storage, nginx) with the machine's container engine, then checks /healthz
// through nginx. Where no engine can run containers, or the base images cannot be pulled, it says so
// and exits 0: the check did not run, and the output tells why.
import { spawnSync } from 'node:child_process';

const URL_THROUGH_NGINX = 'http://127.0.0.1:8080/healthz';
const run = (cmd, args, options = {}) => spawnSync(cmd, args, { encoding: 'utf8', ...options });
const firstLine = (text) => (text || '').trim().split('\n')[0];

function skip(reason) {
  process.stdout.write(`test:container: skipped, ${reason}\n`);
  process.exit(0);
}

const engines = ['docker', 'podman'].filter((name) => run(name, ['--version']).status === 0);
if (!engines.length) skip('no container engine is installed (docker or podman)');
const engine = engines.find((name) => run(name, ['info']).status === 0);
if (!engine) {
  const why = engines.map((name) => `${name}: ${firstLine(run(name, ['info']).stderr)}`).join('; ');
  skip(`no container engine can run containers here (${why})`);
}
const compose = run(engine, ['compose', 'version']).status === 0 ? [engine, 'compose'] : null;
if (!compose) skip(`${engine} has no compose command`);
const pull = run(engine, ['pull', 'node:24-bookworm-slim']);
if (pull.status !== 0) skip(`the base images cannot be pulled here (${firstLine(pull.stderr)})`);

process.stdout.write(`test:container: building and starting compose.yaml with ${engine}\n`);
const [bin, ...sub] = compose;
const up = run(bin, [...sub, 'up', '--build', '--detach'], { stdio: 'inherit' });
let ok = false;
try {
  if (up.status !== 0) throw new Error('compose up failed');
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline && !ok) {
    ok = await fetch(URL_THROUGH_NGINX)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (!ok) await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  process.stdout.write(
    ok ? `test:container: ${URL_THROUGH_NGINX} answered 200` : 'test:container: /healthz never answered 200',
  );
} catch (error) {
  console.error(`test:container: ${error.message}`);
} finally {
  run(bin, [...sub, 'down', '--volumes'], { stdio: 'inherit' });
}
process.exit(ok ? 0 : 1);
