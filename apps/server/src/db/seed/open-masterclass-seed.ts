import { MAIN_AXIS_SLUG } from '@foro/shared/routes/paths';
import type { Db } from '../database.ts';
import { OPEN_MASTERCLASS_ID } from '../../lib/open-axis.ts';

/**
 * The demo's open masterclass (docs/product/contact.md#open-masterclass): the main route's
 * masterclass, as the open-access page showed it before staff could choose (migration
 * 2026-11-24-019 does the same for a portal that already had the route).
 */
export async function seedOpenMasterclass(trx: Db, now: Date): Promise<void> {
  const step = await trx
    .selectFrom('axis_steps')
    .innerJoin('axes', 'axes.id', 'axis_steps.axis_id')
    .selectAll('axis_steps')
    .where('axes.slug', '=', MAIN_AXIS_SLUG)
    .where('axis_steps.kind', '=', 'masterclass')
    .orderBy('axis_steps.step_count', 'asc')
    .limit(1)
    .executeTakeFirst();
  if (!step) return;
  const frames = JSON.parse(step.iframes_json) as Array<{ url: string; iframe_type?: string }>;
  const url = (type: string) => frames.find((f) => (f.iframe_type ?? 'video') === type)?.url ?? '';
  const stamp = now.toISOString();
  await trx
    .insertInto('open_masterclass')
    .values({
      id: OPEN_MASTERCLASS_ID,
      title: step.title_inner || step.title,
      intro: step.intro_inner || step.intro,
      starts_at: step.open_date,
      video: url('video'),
      chat: url('chat'),
      bg_desk: step.bg_desk,
      bg_tablet: step.bg_tablet,
      bg_mobile: step.bg_mobile,
      published_at: stamp,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
}
