/**
 * Errors from Node, undici, basic-ftp and ssh2 as the sentences a person reads: the kind, whether
 * a retry may help, and no secret even when a server's reply echoes one.
 */
import { FTPError } from 'basic-ftp';
import { describe, expect, it } from 'vitest';
import type { FtpBlock, SftpBlock } from '../../src/sources/blocks.ts';
import { withoutSecrets } from '../../src/sources/extractor.ts';
import { ftpFailure } from '../../src/sources/ftp-session.ts';
import { networkFailure, type Peer } from '../../src/sources/network-failure.ts';
import { sftpFailure } from '../../src/sources/sftp-session.ts';

const peer: Peer = { service: 'ftp', host: 'files.example.com', port: 21, timeoutMs: 30_000 };
const coded = (code: string, cause?: unknown) => Object.assign(new Error(`raw ${code}`), { code, cause });
const ftp: FtpBlock = {
  host: 'files.example.com',
  port: 21,
  username: 'acme',
  password: 'Secr3t!pw',
  path: '/in/x.csv',
  is_ssl: false,
};
const sftp: SftpBlock = { ...ftp, port: 22, private_key: null };

describe('a network error', () => {
  it.each([
    ['ECONNREFUSED', 'refused', false, 'The FTP server files.example.com refused the connection on port 21.'],
    ['ENOTFOUND', 'unknown-host', false, 'The host name files.example.com could not be found.'],
    [
      'EAI_AGAIN',
      'unknown-host',
      true,
      'The host name files.example.com could not be looked up: DNS did not answer.',
    ],
    ['ECONNRESET', 'reset', true, 'The connection to the FTP server files.example.com was cut off.'],
    ['ETIMEDOUT', 'timeout', true, 'The FTP server files.example.com did not answer within 30 seconds.'],
    [
      'UND_ERR_HEADERS_TIMEOUT',
      'timeout',
      true,
      'The FTP server files.example.com did not answer within 30 seconds.',
    ],
    ['EHOSTUNREACH', 'unreachable', true, 'The FTP server files.example.com cannot be reached from here.'],
    [
      'CERT_HAS_EXPIRED',
      'certificate',
      false,
      'The certificate of the FTP server files.example.com is refused: it has expired.',
    ],
    [
      'ERR_TLS_CERT_ALTNAME_INVALID',
      'certificate',
      false,
      'The certificate of the FTP server files.example.com is refused: it was issued for another host name.',
    ],
  ])('%s is a %s failure (transient: %s)', (code, kind, transient, message) => {
    expect(networkFailure(coded(code), peer)).toMatchObject({ kind, transient, message });
  });

  it('is found in the errors it wraps, and an unknown one is left to the caller', () => {
    expect(networkFailure(coded('UND_ERR_SOCKET', coded('ECONNREFUSED')), peer)?.kind).toBe('reset');
    expect(networkFailure(coded('SOMETHING', coded('ECONNREFUSED')), peer)?.kind).toBe('refused');
    expect(networkFailure(coded('constructor'), peer)).toBeNull();
    expect(networkFailure(new Error('no code'), peer)).toBeNull();
  });
});

describe('an FTP reply', () => {
  it('that echoes the password is quoted without it', () => {
    const failure = ftpFailure(
      new FTPError({ code: 550, message: '550 Secr3t!pw is not allowed' }),
      peer,
      ftp,
    );
    expect(failure.message).toBe('The FTP server files.example.com answered: 550 ******** is not allowed');
    expect(failure.transient).toBe(false);
  });

  it('in the 4xx range may pass on a later try', () => {
    expect(ftpFailure(new FTPError({ code: 421, message: '421 Too many users' }), peer, ftp).transient).toBe(
      true,
    );
  });

  it('that is not a reply says the conversation failed, without the library message', () => {
    const failure = ftpFailure(new Error('Secr3t!pw parse trouble'), peer, ftp);
    expect(failure.message).toBe(
      'The conversation with the FTP server files.example.com failed: ******** parse trouble',
    );
  });
});

describe('an ssh2 error', () => {
  const sftpPeer = { ...peer, service: 'sftp' as const, port: 22 };
  it.each([
    [
      'All configured authentication methods failed',
      'The SFTP server files.example.com refused the login of user "acme" with this password.',
    ],
    [
      'Timed out while waiting for handshake',
      'The SFTP server files.example.com did not answer within 30 seconds.',
    ],
    ['connect: Unexpected end event', 'The connection to the SFTP server files.example.com was cut off.'],
    [
      'Cannot parse privateKey: Unsupported key format',
      'The private key of this source cannot be used: it is not an OpenSSH or PEM private key.',
    ],
    [
      'Something else -----BEGIN OPENSSH PRIVATE KEY-----',
      'The private key of this source cannot be used: it is not an OpenSSH or PEM private key.',
    ],
    ['weird', 'The SFTP server files.example.com failed to answer as an SFTP server.'],
  ])('"%s" reads "%s"', (message, expected) => {
    expect(sftpFailure(new Error(message), sftpPeer, sftp).message).toBe(expected);
  });
});

describe('secrets in a text', () => {
  it('are each replaced, however often they appear', () => {
    expect(withoutSecrets('a pw1 b pw1 c key', ['pw1', 'key', null, undefined, ''])).toBe(
      'a ******** b ******** c ********',
    );
  });
});
