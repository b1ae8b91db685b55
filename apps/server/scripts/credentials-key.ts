/**
 * Creates a new Ed25519 issuer key for the certificates' Open Badges credentials
 * (docs/decisions/0092-open-badges-credentials.md):
 *
 *   npm run credentials:key
 *
 * It prints the secret key for `CREDENTIAL_KEY` and the public key. Nothing is written: the secret
 * belongs in the portal's configuration (its secret store), never in the repository. To rotate,
 * append the old public key to `CREDENTIAL_RETIRED_KEYS` before setting the new `CREDENTIAL_KEY`: the
 * portal keeps publishing it, so every credential it signed keeps verifying.
 */
import { generateCredentialKey } from '../src/features/certificates/open-badge.ts';

const { secretKey, publicKey } = await generateCredentialKey();
process.stdout.write(`# Clave de firma de las credenciales Open Badges del Foro de Educadores.
# Guarda la clave secreta en la configuración del portal (no en el repositorio).
CREDENTIAL_KEY=${secretKey}
# Clave pública (se publica en /.well-known/did.json). Al rotar, añade la anterior a
# CREDENTIAL_RETIRED_KEYS para que las credenciales ya emitidas sigan verificándose.
# Clave pública: ${publicKey}
`);
