/**
 * Preloaded by `npm start` (`--import`): Node keeps the code of every module it loads after this, our
 * TypeScript with its types already stripped and the packages', compiled in a cache on disk (the system's
 * temporary folder), and a restart reads it instead of stripping and compiling again: about a third less
 * CPU to load the server (docs/performance.md#start-up). An entry is used only while its file's content is
 * the same; where the folder cannot be written, Node runs without the cache.
 */
import module from 'node:module';

module.enableCompileCache();
