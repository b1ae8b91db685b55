import type { Plugin } from 'vite';
import { routerPageImports } from './route-preloads';

/**
 * The member pages a phone opens first (issue 33, item 8), by the word their chunks are named with. Their
 * first screens' code goes in a few chunks instead of one per small shared module
 * (docs/decisions/0105-a-member-pages-first-screen-in-few-files.md).
 */
export const FIRST_SCREEN_PAGES = { meetingLive: 'live', axisStep: 'stop', axisThread: 'thread' } as const;

/**
 * A style module (`*.module.css`, `*.css`). Those of the first screens ride with the first script, so their
 * rules reach the page in its one style sheet: a phone paints after every style sheet the shell names, and
 * five small ones cost it more than one larger (docs/decisions/0111-a-member-pages-first-paint-after-one-style-sheet.md).
 */
const isStyle = (id: string) => /\.css(\?|$)/.test(id);

/** What the chunking step reads of a module (Rolldown's `ModuleInfo`). */
export interface GraphModule {
  importedIds: readonly string[];
}
export type ModuleGraph = (id: string) => GraphModule | null;

/** Every module `from` reaches by static imports (its own included), without entering `stop`. */
export function staticClosure(graph: ModuleGraph, from: Iterable<string>, stop = new Set<string>()) {
  const seen = new Set<string>();
  const queue = [...from];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id) || stop.has(id)) continue;
    seen.add(id);
    queue.push(...(graph(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The chunk name of each module that a first screen of FIRST_SCREEN_PAGES loads statically and the first
 * script does not already bring: the pages' words that load it, in a fixed order (`live`, `live-stop`,
 * `live-stop-thread`…). Each such page then loads only what it runs, in at most one chunk per set of pages
 * that shares it, instead of one chunk per set of all the portal's pages (Rolldown's default). Modules
 * reached only by `import()` (forms' schemas, the editor) keep the default chunks.
 */
export function firstScreenNames(
  graph: ModuleGraph,
  entries: readonly string[],
  pageModules: ReadonlyMap<string, readonly string[]>,
): Map<string, string> {
  const first = staticClosure(graph, entries);
  const words = new Map<string, string[]>();
  for (const [page, word] of Object.entries(FIRST_SCREEN_PAGES)) {
    for (const id of staticClosure(graph, pageModules.get(page) ?? [], first)) {
      words.set(id, [...(words.get(id) ?? []), word]);
    }
  }
  // The first script's modules are named too: Rollup would otherwise move those a named chunk imports
  // (React, the router) into that chunk.
  return new Map([
    ...[...first].map((id) => [id, 'index'] as const),
    ...[...words].map(([id, w]) => [id, isStyle(id) ? 'index' : `first-${w.join('-')}`] as const),
  ]);
}

/**
 * The Vite plugin that groups the client build's chunks by firstScreenNames(): `routerFile` is the absolute
 * path of the router, whose lazy imports name each page's screen.
 */
export function firstScreenChunks(routerFile: string): Plugin {
  const pageModules = new Map<string, string[]>();
  // The build's entries (index.html's module): the first script is what they reach statically.
  const entries: string[] = [];
  let names: Map<string, string> | undefined;
  return {
    name: 'foro-first-screen-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async buildStart() {
      names = undefined;
      pageModules.clear();
      entries.length = 0;
      const imports = await routerPageImports(routerFile);
      for (const page of Object.keys(FIRST_SCREEN_PAGES)) {
        const ids: string[] = [];
        for (const specifier of imports.get(page) ?? []) {
          const resolved = await this.resolve(specifier, routerFile);
          if (!resolved) this.error(`first-screen-chunks: cannot resolve ${specifier} (page ${page})`);
          ids.push(resolved.id);
        }
        if (!ids.length) this.error(`first-screen-chunks: the router has no page ${page}`);
        pageModules.set(page, ids);
      }
    },
    moduleParsed(info) {
      if (info.isEntry) entries.push(info.id);
    },
    config(_config, env) {
      if (env.isSsrBuild) return;
      return {
        build: {
          rollupOptions: {
            output: {
              manualChunks: (id, { getModuleInfo }) => {
                names ??= firstScreenNames(getModuleInfo, entries, pageModules);
                return names.get(id);
              },
            },
          },
        },
      };
    },
  };
}
