/**
 * A source that cannot give its file fails its run with `details` in the run's language: the
 * failure keeps its catalog code and values (`exception.fetch.*`) up to the run, which says them
 * in French, German or Spanish, and in English word for word as before. Against real servers on
 * loopback: an HTTP 404, an FTP login refused, a file over the size limit.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SizeLimitSource } from '../../src/domain/errors.ts';
import { errorMessage, render } from '../../src/domain/messages/index.ts';
import { asRunFailure, RunFailure } from '../../src/services/source-runs/run-failure.ts';
import { refusals } from '../../src/sources/email-ingress/refusal.ts';
import { ftpExtractor } from '../../src/sources/ftp.ts';
import { urlExtractor } from '../../src/sources/url.ts';
import { failureOf, testContext } from './support/context.ts';
import { ftpBlock, startFtpServer, type TestFtpServer } from './support/ftp-server.ts';
import { startHttpServer, type TestHttpServer, urlBlock } from './support/http-server.ts';

const TEMPLATE_LIMIT: SizeLimitSource = { name: 'max_file_size', english: "the template's max_file_size" };

let web: TestHttpServer;
let ftp: TestFtpServer;

beforeAll(async () => {
  web = await startHttpServer({ '/big.csv': (_req, res) => res.writeHead(200).end('x'.repeat(2000)) });
  ftp = await startFtpServer({ users: { alice: 'right-password' } });
  await writeFile(path.join(ftp.root, 'orders.csv'), 'a,b\n');
});
afterAll(async () => {
  await Promise.all([web?.close(), ftp?.close()]);
});

/** What the run's `details` say in each language, for what the extraction threw. */
async function detailsOf(extraction: Promise<unknown>) {
  const run = asRunFailure(await failureOf(extraction), TEMPLATE_LIMIT);
  expect(run).toBeInstanceOf(RunFailure);
  const said = (language: string) => errorMessage(run as RunFailure, language);
  return { en: said('en'), fr: said('fr'), de: said('de'), es: said('es') };
}

describe('a fetch failure', () => {
  it('of an HTTP 404 is said in the run’s language, and in English as before', async () => {
    const details = await detailsOf(
      urlExtractor.extract(urlBlock(`${web.base}/missing.csv`), testContext({ retries: 0 })),
    );
    expect(details.en).toBe(`${web.base}/missing.csv answered 404 (not found).`);
    expect(details.fr).toBe(`${web.base}/missing.csv a répondu 404 (introuvable).`);
    expect(details.de).toBe(`${web.base}/missing.csv hat mit 404 (nicht gefunden) geantwortet.`);
    expect(details.es).toBe(`${web.base}/missing.csv respondió 404 (no encontrado).`);
  });

  it('of an address in a private network is said in the run’s language, and in English as before', async () => {
    const details = await detailsOf(
      urlExtractor.extract(urlBlock(`${web.base}/big.csv`), testContext({ outboundAllowlist: [] })),
    );
    const docs =
      'FERRY_OUTBOUND_ALLOWLIST (docs/security.md#reaching-a-private-network-ferry_outbound_allowlist).';
    expect(details.en).toBe(
      `The address 127.0.0.1 is in a private network, which Ferry does not reach unless its operator allows it in ${docs}`,
    );
    expect(details.fr).toBe(
      `L’adresse 127.0.0.1 est dans un réseau privé, que Ferry n’atteint que si son opérateur l’autorise dans ${docs}`,
    );
    expect(details.es).toBe(
      `La dirección 127.0.0.1 está en una red privada, a la que Ferry solo accede si su operador lo permite en ${docs}`,
    );
  });

  it('of an FTP login refused is said in French from the catalog', async () => {
    const details = await detailsOf(
      ftpExtractor.extract(ftpBlock(ftp, 'wrong-password', { path: '/orders.csv' }), testContext()),
    );
    expect(details.en).toBe(
      'The FTP server 127.0.0.1 refused the login of user "alice": wrong user name or password.',
    );
    expect(details.fr).toBe(
      'Le serveur FTP 127.0.0.1 a refusé la connexion de l’utilisateur « alice » : nom d’utilisateur ou mot de passe erroné.',
    );
    for (const other of [details.de, details.es]) expect(other).not.toBe(details.en);
  });

  it('of a file over the size limit names the limit’s setting in the run’s language', async () => {
    const details = await detailsOf(
      urlExtractor
        .extract(urlBlock(`${web.base}/big.csv`), testContext({ maxBytes: 1000 }))
        .then(async (file) => {
          for await (const _ of file.stream);
        }),
    );
    expect(details.en).toBe(
      "The file big.csv is over the size limit of 1000 bytes (the template's max_file_size).",
    );
    expect(details.fr).toBe(
      'Le fichier big.csv dépasse la taille limite de 1000 octets (max_file_size du modèle).',
    );
  });
});

describe('an e-mail refusal', () => {
  it('replies in English, and keeps its code and values for another language', () => {
    const refusal = refusals.senderNotAllowed('ann@partner.example');
    expect(refusal.message).toBe(
      'The sender ann@partner.example is not allowed to send files to this address.',
    );
    expect(refusal.code).toBe('mail.refusal.sender_not_allowed');
    expect(render({ code: refusal.code, values: refusal.params }, 'fr')).toBe(
      'L’expéditeur ann@partner.example n’est pas autorisé à envoyer des fichiers à cette adresse.',
    );
  });
});
