import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pages } from '@foro/shared/routes/paths';
import { routerPageImports } from './route-preloads';

const router = fileURLToPath(new URL('../src/app/router.tsx', import.meta.url));

describe("the pages' code the build announces in their shells, read from the router", () => {
  it('finds the screen of every public and member page, with its layout first', async () => {
    const found = await routerPageImports(router);
    const outside = (Object.keys(pages) as Array<keyof typeof pages>).filter(
      (name) => pages[name].access !== 'staff' && !found.get(name)?.length,
    );
    // A page the router loads in a way this reading misses would silently lose its preloads.
    expect(outside).toEqual([]);
    expect(found.get('about')).toEqual(['./routes/content/about']);
    expect(found.get('termsOfUse')).toEqual(['./routes/content/legal']);
    expect(found.get('meetingLive')).toEqual([
      '../features/meetings/components/MeetingLayout',
      './routes/meetings/live',
    ]);
    // An index route's screen belongs to its parent's page.
    expect(found.get('adminQuestionConsole')).toEqual(['./routes/admin/question-console']);
    // Every name is a page of the table.
    expect([...found.keys()].filter((name) => !(name in pages))).toEqual([]);
  });

  it('never lists back-office code for a page members open', async () => {
    const found = await routerPageImports(router);
    for (const [name, imports] of found) {
      if (name === 'adminQuestionConsole' || pages[name as keyof typeof pages].access === 'staff') continue;
      expect(
        imports.filter((i) => /admin/i.test(i)),
        name,
      ).toEqual([]);
    }
  });
});
