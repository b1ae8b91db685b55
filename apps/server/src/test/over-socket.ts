import http from 'node:http';

/** The headers of an answer but those of the connection (which differ between a socket and `inject`). */
export const withoutConnection = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)),
  );

/**
 * Status, headers (but those of the connection) and bytes of an answer over a real socket: what the
 * server's own request handler answers, before Fastify routes (app.ts `serverFactory`), which `inject`
 * does not go through.
 */
export const overSocket = (base: string, url: string, method: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    http
      .request(base + url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: withoutConnection(res.headers),
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject)
      .end();
  });
