/** The demo organisation of the embedded default, so a first `npm start` can be tried at once. */
import { randomBytes } from 'node:crypto';
import { findOrganisationBySubdomain } from '../../store/organisations/organisations.ts';
import type { ServiceContext } from '../context.ts';
import type { OrganisationService } from './organisations.ts';

export const DEMO_SUBDOMAIN = 'demo';
export const DEMO_EMAIL = 'demo@ferry.local';

/** Creates the demo organisation once; returns its login only when it was just created. */
export async function ensureDemoOrganisation(
  ctx: ServiceContext,
  organisations: OrganisationService,
): Promise<{ email: string; password: string } | null> {
  if (await findOrganisationBySubdomain(ctx.db, DEMO_SUBDOMAIN)) return null;
  const password = randomBytes(12).toString('base64url');
  await organisations.create({ subdomain: DEMO_SUBDOMAIN, email: DEMO_EMAIL, password, name: 'Demo' });
  return { email: DEMO_EMAIL, password };
}
