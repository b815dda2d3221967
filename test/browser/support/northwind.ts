/**
 * Where most console tests start: the app on loopback, Chromium, and the organisation `northwind`
 * named Northwind Trading, whose owner signs in.
 */
import type { TestOrganisation } from '../../support/app.ts';
import { callOk } from '../../support/flow.ts';
import { type Browser, launchChromium } from './chromium.ts';
import { type ImporterServer, startImporterServer } from './server.ts';

export interface Northwind {
  server: ImporterServer;
  browser: Browser;
  /** Northwind Trading's owner. */
  owner: TestOrganisation;
}

/** Starts the server and the browser side by side, then names the organisation. */
export async function startNorthwind(): Promise<Northwind> {
  const [server, browser] = await Promise.all([startImporterServer(), launchChromium()]);
  const owner = await server.t.organisation('northwind');
  await callOk(server.t, owner.token, 'PUT', '/organisation', { name: 'Northwind Trading' });
  return { server, browser, owner };
}
