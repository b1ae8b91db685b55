import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints fixture text with the repository's own eslint.config.js, so the zones are proved as configured
// (docs/decisions/0095-server-feature-boundaries.md).
const root = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

const server = (path: string) => `apps/server/src/${path}`;

// The first lint loads the whole configuration and its plugins, which takes seconds on a busy machine.
describe('server import boundaries', { timeout: 60_000 }, () => {
  it("fails a feature that imports another feature's repository or service file", async () => {
    const repository =
      "import { createAttendanceRepository } from '../attendance/attendance.repository.ts';\nexport const x = createAttendanceRepository;\n";
    expect(await boundaryErrors(server('features/members/fixture.ts'), repository)).toEqual([
      expect.stringContaining('only through its public entry'),
    ]);
    const service =
      "import { fullNameOf } from '../attendance/attendance.service.ts';\nexport const x = fullNameOf;\n";
    expect(await boundaryErrors(server('features/certificates/fixture.test.ts'), service)).toHaveLength(1);
  });

  it('fails lib/, db/ and plugins/ that import a feature, even its entry', async () => {
    const entry =
      "import { fullNameOf } from '../features/attendance/index.ts';\nexport const x = fullNameOf;\n";
    expect(await boundaryErrors(server('lib/fixture.ts'), entry)).toEqual([
      expect.stringContaining('never import a feature'),
    ]);
    expect(await boundaryErrors(server('plugins/fixture.ts'), entry)).toHaveLength(1);
    const fromSeed = entry.replace('../features/', '../../features/');
    expect(await boundaryErrors(server('db/seed/fixture.ts'), fromSeed)).toHaveLength(1);
  });

  it('fails types/ and test/ that reach past a feature entry', async () => {
    const internal =
      "import type { MeetingRow } from '../features/meetings/meetings.repository.ts';\nexport type X = MeetingRow;\n";
    expect(await boundaryErrors(server('types/fixture.ts'), internal)).toHaveLength(1);
    expect(await boundaryErrors(server('test/fixture.ts'), internal)).toHaveLength(1);
  });

  it('fails packages/shared that imports an app', async () => {
    const app =
      "import { AppError } from '../../../../apps/server/src/lib/app-error.ts';\nexport const x = AppError;\n";
    expect(await boundaryErrors('packages/shared/src/meetings/fixture.ts', app)).toHaveLength(1);
  });

  it("lets a feature import another's entry and its own files, and app.ts compose any file", async () => {
    const allowed =
      "import { fullNameOf } from '../attendance/index.ts';\nimport { createMembersRepository } from './members.repository.ts';\nimport { newId } from '../../lib/ids.ts';\nexport const x = [fullNameOf, createMembersRepository, newId];\n";
    expect(await boundaryErrors(server('features/members/fixture.ts'), allowed)).toEqual([]);
    const composition =
      "import { createAttendanceRepository } from './features/attendance/attendance.repository.ts';\nexport const x = createAttendanceRepository;\n";
    expect(await boundaryErrors(server('fixture.ts'), composition)).toEqual([]);
    const entryFromTest =
      "import { fullNameOf } from '../features/attendance/index.ts';\nexport const x = fullNameOf;\n";
    expect(await boundaryErrors(server('test/fixture.ts'), entryFromTest)).toEqual([]);
    expect(await boundaryErrors(server('plugins/fixture.test.ts'), entryFromTest)).toEqual([]);
  });
});
