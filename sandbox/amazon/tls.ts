// The certificate the sandbox serves its images with over https (real Amazon's image links are
// https, and eBay and Shopify take only https ones). A small sandbox CA signs a certificate for
// 127.0.0.1 and localhost; the product trusts the CA by configuration (EXTRA_CA_CERTS), never by
// knowing it talks to a sandbox. Both are made once and kept under DATA_DIR, so image links stored
// in the product's database stay valid (and trusted) across restarts.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import forge from 'node-forge';

export interface SandboxTls {
  /** PEM of the sandbox CA: what a client must trust. */
  caPem: string;
  /** Its path on disk (handed to the product as EXTRA_CA_CERTS). */
  caPath: string;
  /** The server's certificate (PEM, the CA's after it) and key. */
  cert: string;
  key: string;
  /** Made in a temporary directory (no DATA_DIR): the owner removes it when done. */
  temporary: boolean;
}

const FILES = { ca: 'ca.pem', cert: 'server-cert.pem', key: 'server-key.pem' } as const;

/**
 * The sandbox's CA and server certificate under `dir` (made on first use). Without a directory
 * (a test starting the sandbox alone) they are made in a fresh temporary one.
 */
export function sandboxTls(dir?: string): SandboxTls {
  const root = dir ?? mkdtempSync(path.join(os.tmpdir(), 'listbridge-sandbox-tls-'));
  const file = (name: string) => path.join(root, name);
  if (!Object.values(FILES).every((f) => existsSync(file(f)))) {
    // Made in a directory of its own and renamed into place whole: a crash leaves no half set, and
    // of two processes starting at once (npm start and npm run sandbox) one set wins for both.
    mkdirSync(path.dirname(root), { recursive: true });
    const tmp = `${root}.${process.pid}.tmp`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(tmp, { recursive: true });
    const made = makeCertificates();
    writeFileSync(path.join(tmp, FILES.ca), made.caPem, { mode: 0o600 });
    writeFileSync(path.join(tmp, FILES.cert), made.cert, { mode: 0o600 });
    writeFileSync(path.join(tmp, FILES.key), made.key, { mode: 0o600 });
    const complete = () => Object.values(FILES).every((f) => existsSync(file(f)));
    try {
      renameSync(tmp, root); // replaces an empty directory, never a full one
    } catch {
      // Another process put its set in place first: use that one; a partial one is replaced.
      if (!complete()) {
        rmSync(root, { recursive: true, force: true });
        renameSync(tmp, root);
      }
    }
    rmSync(tmp, { recursive: true, force: true });
  }
  return {
    caPem: readFileSync(file(FILES.ca), 'utf8'),
    caPath: file(FILES.ca),
    cert: readFileSync(file(FILES.cert), 'utf8'),
    key: readFileSync(file(FILES.key), 'utf8'),
    temporary: dir === undefined,
  };
}

function makeCertificates(): { caPem: string; cert: string; key: string } {
  // Node makes the RSA keys (fast, native); node-forge writes the X.509 structures.
  const caKeys = rsaKeys();
  const ca = forge.pki.createCertificate();
  ca.publicKey = caKeys.publicKey;
  ca.serialNumber = serial();
  validity(ca, 20);
  const caName = [
    { name: 'commonName', value: 'ListBridge Sandbox CA' },
    { name: 'organizationName', value: 'ListBridge sandbox' },
  ];
  ca.setSubject(caName);
  ca.setIssuer(caName);
  ca.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true, pathLenConstraint: 0 },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  ca.sign(caKeys.privateKey, forge.md.sha256.create());

  const serverKeys = rsaKeys();
  const cert = forge.pki.createCertificate();
  cert.publicKey = serverKeys.publicKey;
  cert.serialNumber = serial();
  // Browsers and Node refuse leaf certificates valid for more than about 13 months only for public
  // CAs; a private CA's may last longer, and a long life keeps stored links working.
  validity(cert, 10);
  cert.setSubject([{ name: 'commonName', value: '127.0.0.1' }]);
  cert.setIssuer(caName);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', serverAuth: true },
    {
      name: 'subjectAltName',
      altNames: [
        { type: 7, ip: '127.0.0.1' },
        { type: 7, ip: '::1' },
        { type: 2, value: 'localhost' },
      ],
    },
    { name: 'subjectKeyIdentifier' },
    { name: 'authorityKeyIdentifier', keyIdentifier: ca.generateSubjectKeyIdentifier().getBytes() },
  ]);
  cert.sign(caKeys.privateKey, forge.md.sha256.create());

  const caPem = forge.pki.certificateToPem(ca);
  return { caPem, cert: forge.pki.certificateToPem(cert) + caPem, key: forge.pki.privateKeyToPem(serverKeys.privateKey) };
}

function rsaKeys(): { publicKey: forge.pki.rsa.PublicKey; privateKey: forge.pki.rsa.PrivateKey } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  return { publicKey: forge.pki.publicKeyFromPem(publicKey), privateKey: forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey };
}

/** A positive random serial (the top bit clear: DER integers are signed). */
function serial(): string {
  const b = randomBytes(16);
  b[0] = b[0]! & 0x7f;
  return b.toString('hex');
}

function validity(cert: forge.pki.Certificate, years: number): void {
  const now = new Date();
  // A day back, so a clock a little behind does not see a certificate from the future.
  cert.validity.notBefore = new Date(now.getTime() - 86_400_000);
  cert.validity.notAfter = new Date(now.getTime() + years * 365 * 86_400_000);
}
