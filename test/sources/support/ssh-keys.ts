/**
 * ed25519 key pairs for the SFTP tests. ssh2's generateKeyPairSync returns a key that fails to
 * parse about 3 times in 1,000, so a pair is kept only once it parses and signs.
 */
import ssh2 from 'ssh2';

const { utils } = ssh2;

export interface KeyPair {
  /** OpenSSH private key. */
  private: string;
  /** OpenSSH public key line. */
  public: string;
}

export function ed25519KeyPair(passphrase?: string): KeyPair {
  for (let attempt = 0; attempt < 20; attempt++) {
    const pair = passphrase
      ? utils.generateKeyPairSync('ed25519', { passphrase, cipher: 'aes256-ctr', rounds: 16 })
      : utils.generateKeyPairSync('ed25519');
    const parsed = utils.parseKey(pair.private, passphrase);
    if (parsed instanceof Error) continue;
    const key = Array.isArray(parsed) ? parsed[0] : parsed;
    const data = Buffer.from('check');
    const signature = key?.sign(data);
    if (key && signature && !(signature instanceof Error) && key.verify(data, signature) === true)
      return pair;
  }
  throw new Error('No usable ed25519 key pair in 20 attempts.');
}
