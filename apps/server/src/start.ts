/**
 * The entry of the built server (`npm start` runs `dist/start.js`, made by scripts/bundle.ts). It turns on
 * Node's compile cache before the server's code loads: the compiled code of every module is kept on disk
 * (the system's temporary folder) and a restart reads it back instead of compiling again
 * (docs/performance.md#start-up). An entry is used only while its file is the same; where the folder
 * cannot be written, Node runs without the cache.
 */
import module from 'node:module';

module.enableCompileCache();
await import('./server.ts');
