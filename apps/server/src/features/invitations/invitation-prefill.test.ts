import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberData } from '@foro/shared/profile/schemas';
import { newId } from '../../lib/ids.ts';
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import { startMailbox, type Mailbox } from '../../test/mailbox.ts';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
let counter = 0;

/** An accepted request to join fills the new account's confirmation form (decision 0090). */
describe.each(engines)('an invitation request’s data on %s', (engine) => {
  let t: TestApp;
  let mailbox: Mailbox;
  let staff: Browser;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await createTestApp(engine, {
      seed: true,
      env: { SMTP_URL: mailbox.url, PUBLIC_URL: 'https://foro.example.org' },
    });
    staff = new Browser(t.app);
    await staff.signIn('admin@example.org');
  });
  afterAll(async () => {
    await t.close();
    await mailbox.close();
  });

  /** A visitor's request, accepted in the inbox by staff; the secret of the link mailed. */
  async function acceptedRequest(values: { country: string; city: string; school: string }) {
    const email = `solicitante.${++counter}.${Date.now()}@escuela.example.org`;
    const id = newId();
    const at = TEST_NOW.toISOString();
    await t.db
      .insertInto('contact_requests')
      .values({
        id,
        email,
        name: 'Rosa',
        lastname: 'Quispe Mamani',
        school_type: 'Público',
        privacy_accepted_at: at,
        requests: 1,
        created_at: at,
        updated_at: at,
        ...values,
      })
      .execute();
    const answer = await staff.request({
      method: 'POST',
      url: '/api/admin/invitation-requests/accept',
      payload: { ids: [id] },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await t.app.jobWorker.drain();
    return { email, secret: await mailbox.secretFor(email) };
  }

  async function openLink(browser: Browser, secret: string) {
    await browser.request({ url: '/api/sanctum/csrf-cookie' });
    const answer = await browser.request({
      method: 'POST',
      url: '/api/users/registration',
      payload: { hash: secret },
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }

  async function createAccount(browser: Browser, name: string, lastname: string) {
    const page = await browser.request({ url: '/connect?redirectTo=%2Fconfirmacion' });
    const token = /name="_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const res = await browser.request({
      method: 'POST',
      url: '/connect/register',
      headers: FORM,
      payload: new URLSearchParams({
        name,
        lastname,
        password: 'tiza-y-pizarra',
        passwordConfirmation: 'tiza-y-pizarra',
        redirectTo: '/confirmacion',
        _token: token,
      }).toString(),
    });
    expect(res.statusCode, res.body).toBe(303);
  }

  it('puts the request’s name on the account form only for the browser holding the valid link', async () => {
    const { secret } = await acceptedRequest({ country: 'peru', city: 'Cusco', school: 'Colegio Inti' });
    const stranger = new Browser(t.app);
    expect((await stranger.request({ url: '/connect' })).body).not.toContain('Quispe Mamani');

    const invited = new Browser(t.app);
    await openLink(invited, secret);
    const page = await invited.request({ url: '/connect' });
    expect(page.body).toMatch(/id="new-name"[^>]*value="Rosa"/);
    expect(page.body).toMatch(/id="new-lastname"[^>]*value="Quispe Mamani"/);
  });

  it('fills the confirmation form with the request’s country, city and school, still editable', async () => {
    const { email, secret } = await acceptedRequest({
      country: 'peru',
      city: 'Cusco',
      school: 'Colegio Inti Raymi',
    });
    const invited = new Browser(t.app);
    await openLink(invited, secret);
    // The person may change what the form offers before creating the account.
    await createAccount(invited, 'Rosa María', 'Quispe Mamani');

    const data = (await invited.request({ url: '/api/users/data' })).json() as MemberData;
    expect(data.user).toMatchObject({
      name: 'Rosa María',
      lastname: 'Quispe Mamani',
      email,
      country: 'peru',
      city: 'Cusco',
      school: 'Colegio Inti Raymi',
      userUpdatedFields: 0,
    });
    // Not in Peru's list of schools: "Otro" with its name, as the member's own form would hold it.
    expect(data.user.place).toEqual({ school: 'otro' });
    const user = await t.db
      .selectFrom('users')
      .select('search_text')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.search_text).toContain('inti raymi');
  });

  it('chooses the directory’s city and state when the request names a city of the list', async () => {
    const { secret } = await acceptedRequest({ country: 'colombia', city: 'medellin', school: 'Mi colegio' });
    const invited = new Browser(t.app);
    await openLink(invited, secret);
    await createAccount(invited, 'Rosa', 'Quispe');
    const data = (await invited.request({ url: '/api/users/data' })).json() as MemberData;
    const medellin = await t.db
      .selectFrom('cities')
      .innerJoin('states', 'states.id', 'cities.state_id')
      .select(['cities.id', 'cities.state_id'])
      .where('states.country', '=', 'colombia')
      .where('cities.name', '=', 'Medellín')
      .executeTakeFirstOrThrow();
    expect(data.user).toMatchObject({ country: 'colombia', state: 'Antioquia', city: 'Medellín' });
    expect(data.user.place).toEqual({ state: medellin.state_id, city: medellin.id, school: 'otro' });
  });

  it('leaves an invitation sent without a request as before', async () => {
    const email = `sin.solicitud.${Date.now()}@escuela.example.org`;
    await t.app.services.invitations.issue({ email });
    await t.app.jobWorker.drain();
    const invited = new Browser(t.app);
    await openLink(invited, await mailbox.secretFor(email));
    await createAccount(invited, 'Ana', 'Ruiz');
    const data = (await invited.request({ url: '/api/users/data' })).json() as MemberData;
    expect(data.user).toMatchObject({ country: '', school: '', city: '' });
    expect(data.user.place).toEqual({});
  });
});
