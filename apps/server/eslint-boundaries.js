// Import zones of the server (docs/decisions/0095-server-feature-boundaries.md): a feature imports
// another feature only through its public entry, features/NAME/index.ts, never its repository or other
// files; lib/, db/ and plugins/ never import a feature; types/ and test/ take features through their
// index too, and so do the tests of lib/, db/ and plugins/ (they drive the whole app). The files at
// src/ itself (app.ts, server.ts…) compose the features and may import any file. Kept apart from
// eslint.config.js so that a test can lint a fixture with exactly the rule the repository uses.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const src = join(import.meta.dirname, 'src');
const features = join(src, 'features');

export function serverFeatureNames() {
  return readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

export function serverBoundaryZones() {
  const names = serverFeatureNames();
  const entries = (except) => names.filter((name) => name !== except).map((name) => `./${name}/index.ts`);
  return [
    ...names.map((name) => ({
      target: join(features, name),
      from: features,
      except: [`./${name}`, ...entries(name)],
      message:
        'Another feature is reached only through its public entry, features/NAME/index.ts: import from there, and export from it what others may use.',
    })),
    {
      // Tests of lib/, db/ and plugins/ drive the whole app, so they may reach a feature's entry too.
      target: [join(src, 'types'), join(src, 'test'), join(src, '{lib,db,plugins}/**/*.test.ts')],
      from: features,
      except: entries(),
      message:
        'types/, test/ and the tests of lib/, db/ and plugins/ reach a feature only through its public entry, features/NAME/index.ts.',
    },
    {
      target: join(src, '{lib,db,plugins}/**/!(*.test).ts'),
      from: features,
      message:
        'lib/, db/ and plugins/ never import a feature: move what they need to lib/, or let app.ts hand it over.',
    },
  ];
}

/** The shared package serves both apps and never imports either. */
export function sharedBoundaryZones() {
  const root = join(import.meta.dirname, '..', '..');
  return [
    {
      target: join(root, 'packages', 'shared'),
      from: join(root, 'apps'),
      message: 'packages/shared never imports apps/: it is what both apps share.',
    },
  ];
}
