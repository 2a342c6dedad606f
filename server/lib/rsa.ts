import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';

/**
 * The sign-in key pair. The browser encrypts passwords with jsencrypt (RSA PKCS#1 v1.5); Node 20
 * refuses that padding in crypto.privateDecrypt, so node-forge decrypts.
 */
export interface RsaKeys {
  publicKeyPem: string;
  decrypt(base64: string): string;
  /**
   * A secret for one purpose (signing check-in codes), derived from the private key: every process that
   * shares the key (README: several processes) signs and verifies alike, and nothing else must be kept.
   */
  secretFor(purpose: string): Buffer;
}

const MIN_BITS = 2048;

export function fromPrivatePem(pem: string): RsaKeys {
  const privateKey = forge.pki.privateKeyFromPem(pem);
  if (privateKey.n.bitLength() < MIN_BITS) throw new Error(`RSA key must have at least ${MIN_BITS} bits`);
  const publicKey = forge.pki.setRsaPublicKey(privateKey.n, privateKey.e);
  return {
    publicKeyPem: forge.pki.publicKeyToPem(publicKey),
    decrypt(base64: string): string {
      const bytes = forge.util.decode64(base64);
      if (bytes.length !== Math.ceil(privateKey.n.bitLength() / 8)) throw new Error('ciphertext has the wrong length');
      const plain = privateKey.decrypt(bytes, 'RSAES-PKCS1-V1_5');
      return forge.util.decodeUtf8(plain);
    },
    secretFor: (purpose: string) => crypto.createHmac('sha256', pem).update(`secret:${purpose}`).digest(),
  };
}

/** Reads the configured key, or the one generated into the data directory on first start. */
export function loadRsaKeys(opts: { file?: string; dataDir?: string }): RsaKeys {
  if (opts.file) return fromPrivatePem(fs.readFileSync(opts.file, 'utf8'));
  if (opts.dataDir) {
    const file = path.join(opts.dataDir, 'rsa-private.pem');
    if (fs.existsSync(file)) return fromPrivatePem(fs.readFileSync(file, 'utf8'));
    const pem = generatePem();
    fs.mkdirSync(opts.dataDir, { recursive: true });
    fs.writeFileSync(file, pem, { mode: 0o600 });
    return fromPrivatePem(pem);
  }
  return fromPrivatePem(generatePem());
}

/** Node generates the key natively (fast); forge reads it back in PKCS#1 PEM. */
export function generatePem(bits = MIN_BITS): string {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: bits });
  return privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
}
