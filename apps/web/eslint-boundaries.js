// Import zones of the web app (docs/decisions/0022-web-feature-boundaries.md): a feature never
// imports another feature, and the shared layers (components, lib, config) never import a feature
// or a screen. Screens in app/ compose features. Kept apart from eslint.config.js so that a test
// can lint a fixture with exactly the rule the repository uses.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const src = join(import.meta.dirname, 'src');
const features = join(src, 'features');

export function webBoundaryZones() {
  const names = readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...names.map((name) => ({
      target: join(features, name),
      from: features,
      except: [`./${name}`],
      message:
        'A feature never imports another feature: move what they share to components/ or lib/, or compose both in app/.',
    })),
    {
      target: features,
      from: join(src, 'app'),
      message: 'A feature never imports a screen or the shell (app/).',
    },
    {
      target: [join(src, 'components'), join(src, 'lib'), join(src, 'config')],
      from: [features, join(src, 'app')],
      message: 'components/, lib/ and config/ never import features or app/.',
    },
  ];
}
