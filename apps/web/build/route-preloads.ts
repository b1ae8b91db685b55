import fs from 'node:fs';
import { parseAst, transformWithEsbuild, type Plugin } from 'vite';

/**
 * Each page's code and styles, announced in its shell so they travel with the first script instead of
 * after it (docs/performance.md "First load on a phone"). The build writes `.vite/route-preloads.json`:
 * for every page of the route table that `src/app/router.tsx` loads lazily, the files its first screen
 * needs beyond the first script (the screen's chunk, its layout's, the chunks they import, their CSS).
 * The server puts them in the page's shell as `<link>` tags (apps/server/src/plugins/route-preloads.ts).
 * The build fails if a member's or a visitor's page would load a back-office module.
 */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** An ESTree node as the parser gives it: only the fields read here are typed. */
interface Node {
  type: string;
  [field: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const children = (node: Node): Node[] =>
  Object.values(node).flatMap((value) =>
    Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [],
  );

const property = (object: Node, name: string): Node | undefined =>
  (object.properties as Node[]).find(
    (p) => p.type === 'Property' && isNode(p.key) && (p.key as Node).name === name,
  )?.value as Node | undefined;

/** Every `import('…')` inside a node, in source order. */
function importsIn(node: Node | undefined): string[] {
  if (!node) return [];
  if (node.type === 'ImportExpression' && isNode(node.source) && node.source.type === 'Literal') {
    return [String(node.source.value)];
  }
  return children(node).flatMap(importsIn);
}

/** `pages.<name>.pattern` → `<name>`. */
function pageName(value: Node | undefined): string | undefined {
  if (value?.type !== 'MemberExpression' || !isNode(value.object)) return undefined;
  const inner = value.object;
  const prop = value.property as Node;
  if (prop.name !== 'pattern' || inner.type !== 'MemberExpression') return undefined;
  const table = inner.object as Node;
  return table.type === 'Identifier' && table.name === 'pages'
    ? String((inner.property as Node).name)
    : undefined;
}

/**
 * The lazy imports each page's first screen waits for, read from the router's source: a route object
 * `{ path: pages.x.pattern, lazy: … import('…') … }` takes its own imports, those of the route objects
 * around it (layouts) and those of its index children. Objects that are not routes are searched through.
 */
export function pageImports(program: Node): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const visit = (node: Node, around: string[]) => {
    const isRoute =
      node.type === 'ObjectExpression' &&
      (property(node, 'lazy') !== undefined ||
        property(node, 'children') !== undefined ||
        property(node, 'path') !== undefined);
    if (!isRoute) {
      for (const child of children(node)) visit(child, around);
      return;
    }
    const own = [...around, ...importsIn(property(node, 'lazy'))];
    const routes = property(node, 'children');
    const childRoutes = routes?.type === 'ArrayExpression' ? (routes.elements as Node[]).filter(isNode) : [];
    const name = pageName(property(node, 'path'));
    if (name) {
      const index = childRoutes.filter((child) => {
        const flag = child.type === 'ObjectExpression' ? property(child, 'index') : undefined;
        return flag?.type === 'Literal' && flag.value === true;
      });
      found.set(name, [...own, ...index.flatMap((child) => importsIn(property(child, 'lazy')))]);
    }
    for (const child of childRoutes) visit(child, own);
  };
  visit(program, []);
  return found;
}

/**
 * The back office's own screens, components and API hooks (the web app's `admin/` folders): members
 * never download them (docs/product/admin.md). The shared schemas they validate with are not counted.
 */
const isBackOffice = (id: string) => /\/web\/src\/(.+\/)?admin\//.test(id);
/**
 * The member pages measured on a phone (issue 33): their first screen reads and updates without zod, which
 * their forms load with their first check (docs/decisions/0072-a-member-pages-first-screen.md).
 */
const withoutValidation = new Set(['meetingLive', 'axisStep', 'axisThread']);
const isValidation = (id: string) =>
  /[\\/]node_modules[\\/](zod|@hookform[\\/]resolvers)[\\/]|[\\/]validation[\\/]zod-config\.ts$/.test(id);
/**
 * The most scripts those pages' first screens may load beyond the first one: one per set of them that
 * shares code (build/first-screen-chunks.ts, docs/decisions/0105-a-member-pages-first-screen-in-few-files.md).
 */
const MOST_FIRST_SCREEN_SCRIPTS = 4;
/**
 * The face those pages' first paragraph is set in (Nunito 400, styles/fonts.css): announced with them, so
 * it comes with the style sheets instead of after them. With `font-display: optional` a face that comes
 * later than the first paint is not used on that page, and the page's largest paint (their first
 * paragraph) waited for it in Lighthouse's phone (docs/performance-log/2026-11-29-member-pages-drawn.md).
 */
const BODY_FACE = /^assets\/nunito-latin-400-normal-[\w-]+\.woff2$/;
/** Pages members and visitors open; the question console is the back office's, lent to meeting hosts. */
const guarded = (page: string) => !page.startsWith('admin');

/** pageImports() of the router's source file. */
export async function routerPageImports(routerFile: string) {
  // Rollup parses JavaScript: the router's types and JSX go first (import() calls stay as written).
  const { code } = await transformWithEsbuild(fs.readFileSync(routerFile, 'utf8'), routerFile, {
    loader: 'tsx',
    jsx: 'automatic',
  });
  return pageImports(parseAst(code) as unknown as Node);
}

/** The Vite plugin that writes ROUTE_PRELOADS_FILE for `routerFile` (an absolute path). */
export function routePreloads(routerFile: string): Plugin {
  let pages = new Map<string, string[]>();
  return {
    name: 'foro-route-preloads',
    // The browser's build only: the prerender entry (vite build --ssr) loads no files in a page.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async buildStart() {
      const imports = await routerPageImports(routerFile);
      pages = new Map();
      for (const [name, specifiers] of imports) {
        const ids: string[] = [];
        for (const specifier of specifiers) {
          const resolved = await this.resolve(specifier, routerFile);
          if (!resolved) this.error(`route-preloads: cannot resolve ${specifier} from ${routerFile}`);
          ids.push(resolved.id);
        }
        pages.set(name, ids);
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      // The chunk each module went to (a screen may share one with others, or ride in the first script).
      const byModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));
      // What the first script already brings (the shell loads it and Vite announces its imports).
      const loaded = new Set<string>();
      const reach = (fileName: string, into: Set<string>) => {
        if (into.has(fileName)) return;
        into.add(fileName);
        for (const imported of byFile.get(fileName)?.imports ?? []) reach(imported, into);
      };
      for (const chunk of chunks) if (chunk.isEntry) reach(chunk.fileName, loaded);

      const bodyFace = Object.keys(bundle).find((fileName) => BODY_FACE.test(fileName));
      if (!bodyFace) this.error('route-preloads: the body face (Nunito 400) is not in the build');
      const table: Record<string, string[]> = {};
      for (const [name, ids] of pages) {
        const scripts = new Set<string>();
        const styles = new Set<string>();
        // Vite's own order (its preload helper): a chunk, then what it imports, then its styles, so
        // a component's styles come before those of the screen that may override them.
        const add = (fileName: string) => {
          if (scripts.has(fileName) || loaded.has(fileName)) return;
          scripts.add(fileName);
          const chunk = byFile.get(fileName);
          for (const imported of chunk?.imports ?? []) add(imported);
          for (const css of chunk?.viteMetadata?.importedCss ?? []) styles.add(css);
        };
        for (const id of ids) {
          const chunk = byModule.get(id);
          if (!chunk) this.error(`route-preloads: no chunk for ${id} (page ${name})`);
          add(chunk.fileName);
        }
        if (guarded(name)) {
          const leaked = [...scripts].flatMap((fileName) =>
            (byFile.get(fileName)?.moduleIds ?? []).filter(isBackOffice).map((id) => `${fileName}: ${id}`),
          );
          if (leaked.length) {
            this.error(`route-preloads: page ${name} would load back-office code:\n${leaked.join('\n')}`);
          }
        }
        if (withoutValidation.has(name)) {
          const validation = [...scripts].flatMap((fileName) =>
            (byFile.get(fileName)?.moduleIds ?? []).filter(isValidation).map((id) => `${fileName}: ${id}`),
          );
          if (validation.length) {
            this.error(
              `route-preloads: page ${name} would load zod on its first screen:\n${validation.join('\n')}`,
            );
          }
        }
        if (withoutValidation.has(name) && scripts.size > MOST_FIRST_SCREEN_SCRIPTS) {
          this.error(
            `route-preloads: page ${name} would load ${scripts.size} scripts on its first screen (at most ${MOST_FIRST_SCREEN_SCRIPTS}):\n${[...scripts].join('\n')}`,
          );
        }
        const faces = withoutValidation.has(name) ? [bodyFace] : [];
        table[name] = [...styles, ...faces, ...scripts].map((fileName) => `/${fileName}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(table, null, 2)}\n`,
      });
    },
  };
}
