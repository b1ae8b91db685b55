// nginx in front of N portal processes with the documented configuration (deploy/nginx/foro.conf), with
// the caller's ports and a folder of its own: shared by the test behind nginx
// (apps/server/src/features/health/behind-nginx.test.ts) and the benchmark's arrivals section.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** nginx from the machine's packages (Debian's nginx-light), or undefined when it is not installed. */
export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

const documented = fileURLToPath(new URL('../deploy/nginx/foro.conf', import.meta.url));

export interface NginxFront {
  child: ChildProcess;
  /** SIGTERM: nginx's master stops its workers too (killed with -9, they would be left running). */
  stop: () => Promise<void>;
}

/**
 * Starts nginx (not as a daemon) listening on 127.0.0.1:`port`, with the documented file's two
 * `server` lines pointing at `upstreams` (ports on 127.0.0.1), its files in `prefix`.
 * `workerConnections`: each proxied request holds two (the client's and the upstream's).
 */
export function startNginxFront({
  prefix,
  port,
  upstreams,
  workerConnections = 1024,
}: {
  prefix: string;
  port: number;
  upstreams: [number, number];
  workerConnections?: number;
}): NginxFront {
  if (!nginxBinary) throw new Error('nginx is not installed');
  const conf = fs
    .readFileSync(documented, 'utf8')
    .replace('portal-1:3000', `127.0.0.1:${upstreams[0]}`)
    .replace('portal-2:3000', `127.0.0.1:${upstreams[1]}`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('/var/cache/nginx/foro', path.join(prefix, 'cache'));
  fs.mkdirSync(path.join(prefix, 'logs'), { recursive: true });
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `pid ${prefix}/nginx.pid;\nerror_log ${prefix}/logs/error.log warn;\n` +
      `events { worker_connections ${workerConnections}; }\n` +
      `http {\n  access_log off;\n  client_body_temp_path ${prefix}/body;\n  proxy_temp_path ${prefix}/proxy;\n` +
      `  fastcgi_temp_path ${prefix}/fastcgi;\n  uwsgi_temp_path ${prefix}/uwsgi;\n  scgi_temp_path ${prefix}/scgi;\n${conf}\n}\n`,
  );
  const child = spawn(
    nginxBinary,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: 'ignore' },
  );
  return {
    child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}
