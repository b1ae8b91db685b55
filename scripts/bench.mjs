// Measures the portal's busiest public calls against a running server (never inside a test):
//   npm start            (in another terminal)
//   npm run bench        (BENCH_URL, BENCH_SECONDS and BENCH_CONCURRENCY change the defaults)
// Prints requests per second and latency percentiles per path.
const base = (process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const paths = [
  '/healthz',
  '/',
  '/api/meetings',
  '/api/axis',
  '/api/items-home',
  '/api/school/province/colombia',
];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function run(path) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      try {
        const res = await fetch(base + path, { headers: { 'accept-encoding': 'br, gzip' } });
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  latencies.sort((a, b) => a - b);
  return {
    path,
    'req/s': Math.round(latencies.length / seconds),
    'p50 ms': percentile(latencies, 50).toFixed(1),
    'p95 ms': percentile(latencies, 95).toFixed(1),
    'p99 ms': percentile(latencies, 99).toFixed(1),
    errors,
  };
}

const results = [];
for (const path of paths) results.push(await run(path));
// A command-line tool: its table is its output.
// eslint-disable-next-line no-console
console.table(results);
