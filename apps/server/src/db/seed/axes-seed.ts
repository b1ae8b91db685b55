import type { Transaction } from 'kysely';
import { localDate, zonedTimeToInstant } from '@foro/shared/meetings/time';
import { newId } from '../../lib/ids.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { Database } from '../schema.ts';
import { demoAxisContents } from './demo-axes.ts';
import { demoAxes } from './demo-meetings.ts';

const DAY = 24 * 60 * 60 * 1000;
export const MAIN_AXIS = 'claves-para-conectar-con-tus-estudiantes';

/**
 * The three routes with their stops, expert, coaches and related content;
 * docs/product/README.md#demo-accounts visits: the teacher has visited stops 1–4 of the main route, the
 * Chilean member every stop.
 */
export async function seedAxes(trx: Transaction<Database>, now: Date, userIds: Map<string, string>) {
  const stamp = now.toISOString();
  const stepIds = new Map<string, string>();

  for (const a of demoAxes) {
    const content = demoAxisContents.find((c) => c.axisSlug === a.slug);
    if (!content) throw new Error(`No demo content for route ${a.slug}`);
    const axisId = newId();
    await trx
      .insertInto('axes')
      .values({
        id: axisId,
        slug: a.slug,
        position: a.position,
        claim: a.claim,
        title: a.title,
        excerpt: a.excerpt,
        starts_at: new Date(now.getTime() + a.startDays * DAY).toISOString(),
        active: a.active ? 1 : 0,
        video_inner: a.video_inner,
        speaker: a.speaker,
        speaker_job: a.speaker_job,
        speaker_country: a.speaker_country,
        ...content.expert,
        created_at: stamp,
        updated_at: stamp,
        published_at: stamp,
      })
      .execute();

    for (const { buttons, iframes, masterclass, openDays, ...step } of content.steps) {
      const id = newId();
      stepIds.set(`${a.slug}#${step.step_count}`, id);
      const startsAt = masterclass
        ? zonedTimeToInstant(
            localDate(new Date(now.getTime() + masterclass.days * DAY), masterclass.time_zone),
            masterclass.time,
            masterclass.time_zone,
          ).toISOString()
        : '';
      await trx
        .insertInto('axis_steps')
        .values({
          ...step,
          id,
          axis_id: axisId,
          open_date: new Date(now.getTime() + openDays * DAY).toISOString(),
          text_inner: sanitizeRichText(step.text_inner),
          iframes_json: JSON.stringify(iframes.filter((f) => f.url)),
          starts_at: startsAt,
        })
        .execute();
      for (const [position, button] of buttons.entries()) {
        await trx
          .insertInto('step_buttons')
          .values({ id: newId(), step_id: id, position, url: button.url, btn_text: button.btn_text })
          .execute();
      }
    }

    for (const [position, { userKey, ...coach }] of content.coaches.entries()) {
      await trx
        .insertInto('axis_coaches')
        .values({
          id: newId(),
          axis_id: axisId,
          user_id: userKey ? (userIds.get(userKey) ?? null) : null,
          position,
          ...coach,
        })
        .execute();
    }

    for (const [position, item] of content.related.entries()) {
      await trx
        .insertInto('axis_related')
        .values({
          id: newId(),
          axis_id: axisId,
          group_key: item.group,
          position,
          title: item.title,
          description: item.description,
          url: item.url,
        })
        .execute();
    }
  }

  const visits: Array<[string, number[]]> = [
    ['docente', [1, 2, 3, 4]],
    ['completo', [1, 2, 3, 4, 5, 6, 7, 8]],
  ];
  for (const [user, stops] of visits) {
    for (const stop of stops) {
      await trx
        .insertInto('step_visits')
        .values({
          step_id: stepIds.get(`${MAIN_AXIS}#${stop}`)!,
          user_id: userIds.get(user)!,
          created_at: stamp,
        })
        .execute();
    }
  }
}
