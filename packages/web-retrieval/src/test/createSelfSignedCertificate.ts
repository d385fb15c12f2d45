import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway self-signed certificate for `hostnames` (the first is the subject; all are in the
 * subject alternative names), made with the openssl CLI. Trust it with the service's `tls.ca`.
 */
export function createSelfSignedCertificate(...hostnames: readonly [string, ...string[]]): {
  readonly key: string;
  readonly cert: string;
} {
  const folder = mkdtempSync(join(tmpdir(), 'toolgate-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-sha256',
        '-days',
        '2',
        '-subj',
        `/CN=${hostnames[0]}`,
        '-addext',
        `subjectAltName=${hostnames.map((name) => `DNS:${name}`).join(',')}`,
        '-keyout',
        join(folder, 'key.pem'),
        '-out',
        join(folder, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(folder, 'key.pem'), 'utf8'), cert: readFileSync(join(folder, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
