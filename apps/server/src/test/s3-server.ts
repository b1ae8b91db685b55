import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3-compatible server (s3rver) on a free port of this machine, spoken to over HTTP, with one
 * bucket; it checks request signatures against its own keys (S3RVER / S3RVER).
 */
export async function startS3Server(bucket = 'foro-media') {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    /** The variables that put a test app's media in this server's bucket. */
    env: (overrides: Record<string, string> = {}) => ({
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      ...overrides,
    }),
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
