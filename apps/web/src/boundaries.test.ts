import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints fixture text with the repository's own eslint.config.js, so the zones are proved as configured.
const root = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, 'apps/web/src', filePath) });
  return result!.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

// The first lint loads the whole configuration and its plugins, which takes seconds on a busy machine.
describe('web import boundaries', { timeout: 60_000 }, () => {
  it('fails a feature that imports another feature', async () => {
    const errors = await boundaryErrors(
      'features/axes/fixture.ts',
      "import { LiveStage } from '../meetings/components/LiveStage';\nexport const x = LiveStage;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature never imports another feature')]);
  });

  it('fails components/ and lib/ that import a feature', async () => {
    const code =
      "import { useSendContact } from '../../features/contact/api/send-contact';\nexport const x = useSendContact;\n";
    expect(await boundaryErrors('components/layout/fixture.ts', code)).toHaveLength(1);
    expect(await boundaryErrors('lib/session/fixture.ts', code)).toHaveLength(1);
  });

  it('lets a feature import its own files, lib/ and components/, and lets screens compose features', async () => {
    const ownAndShared =
      "import { useSendContact } from './api/send-contact';\nimport { api } from '../../lib/api-client';\nexport const x = [useSendContact, api];\n";
    expect(await boundaryErrors('features/contact/fixture.ts', ownAndShared)).toEqual([]);
    const screen =
      "import { useSendContact } from '../../../features/contact/api/send-contact';\nexport const x = useSendContact;\n";
    expect(await boundaryErrors('app/routes/meetings/fixture.ts', screen)).toEqual([]);
  });
});
