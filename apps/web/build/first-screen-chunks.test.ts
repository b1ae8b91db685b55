import { describe, expect, it } from 'vitest';
import { firstScreenNames, staticClosure, type ModuleGraph } from './first-screen-chunks';

/** A module graph by static imports: `import()` targets are not listed, as Rollup keeps them apart. */
const graphOf =
  (edges: Record<string, string[]>): ModuleGraph =>
  (id) =>
    id in edges ? { importedIds: edges[id]! } : null;

const graph = graphOf({
  main: ['react', 'router'],
  react: [],
  router: ['react'],
  layout: ['ui', 'react'],
  live: ['chat', 'video', 'ui', 'react', 'live.module.css'],
  stop: ['ui', 'video'],
  thread: ['ui', 'chat', 'router'],
  ui: ['react', 'ui.module.css'],
  chat: ['ui'],
  'live.module.css': [],
  'ui.module.css': [],
  video: [],
  // The live page's form loads its schema with import(): not an edge.
  schema: ['zod'],
  zod: [],
});

describe('the chunks of the first screens measured on a phone', () => {
  it('follows static imports only, and stops where told', () => {
    expect([...staticClosure(graph, ['thread'])].sort()).toEqual([
      'chat',
      'react',
      'router',
      'thread',
      'ui',
      'ui.module.css',
    ]);
    expect([...staticClosure(graph, ['thread'], new Set(['router', 'react']))].sort()).toEqual([
      'chat',
      'thread',
      'ui',
      'ui.module.css',
    ]);
  });

  it('names each module by the pages that load it, leaves the first script whole and puts styles in it', () => {
    const names = firstScreenNames(
      graph,
      ['main'],
      new Map([
        ['meetingLive', ['layout', 'live']],
        ['axisStep', ['stop']],
        ['axisThread', ['thread']],
      ]),
    );
    expect(Object.fromEntries(names)).toEqual({
      main: 'index',
      react: 'index',
      router: 'index',
      layout: 'first-live',
      live: 'first-live',
      stop: 'first-stop',
      thread: 'first-thread',
      video: 'first-live-stop',
      chat: 'first-live-thread',
      ui: 'first-live-stop-thread',
      // Their styles ride with the first script, so each page paints after one style sheet.
      'live.module.css': 'index',
      'ui.module.css': 'index',
    });
    // What only import() reaches keeps Rollup's own chunks (zod never joins a first screen).
    expect(names.has('schema')).toBe(false);
    expect(names.has('zod')).toBe(false);
  });
});
