import { base64UrlDecode, webCryptoVerifier, type Ed25519Subtle, type SignatureVerifier, type StatementKey } from '@visadesk/contract';

/**
 * A verifier on the small kept library, fetched only where the browser's Web Crypto has no Ed25519
 * (older phones) or none at all (a page opened over plain http): it brings its own SHA-512.
 */
const libraryVerifier: SignatureVerifier = async (key, signature, data) => {
  // Never a dynamic import of the contract: its chunk would then hold all of it (Zod, the phone
  // numbers' library), shared by every page of islands.
  const [ed, { sha512 }] = await Promise.all([import('@noble/ed25519'), import('@noble/hashes/sha2.js')]);
  ed.hashes.sha512 = sha512;
  const publicKey = base64UrlDecode(key.x);
  return publicKey !== null && publicKey.length === 32 && ed.verify(signature, data, publicKey);
};

const subtleOf = () => (globalThis.crypto as Crypto | undefined)?.subtle as unknown as Ed25519Subtle | undefined;

/** Whether Web Crypto can import an Ed25519 key here. */
async function webCryptoHasEd25519(key: StatementKey): Promise<boolean> {
  const subtle = subtleOf();
  if (!subtle) return false;
  try {
    await subtle.importKey('jwk', { kty: key.kty, crv: key.crv, x: key.x }, { name: 'Ed25519' }, false, ['verify']);
    return true;
  } catch {
    return false;
  }
}

/** The browser's own Ed25519 where it has one, the library otherwise. */
export async function signatureVerifier(keys: readonly StatementKey[]): Promise<SignatureVerifier> {
  const [first] = keys;
  if (first && (await webCryptoHasEd25519(first))) return webCryptoVerifier(subtleOf() as Ed25519Subtle);
  return libraryVerifier;
}
