/**
 * The organisation's profile: its name and what the importer shows of it (logo, brand colour),
 * and the origins allowed to frame the importer. Any member reads it; owners and admins change it.
 * The public part (`GET /import-profile/{subdomain}`) is what a sender's browser needs before
 * logging in; the embed origins stay server-side, for the importer's CSP.
 */
import { Forbidden, fromCatalog, NotFound, Violation, type ViolationItem } from '../../domain/errors.ts';
import { type Phrase, phrase } from '../../domain/messages/index.ts';
import { maxLength, notBlank, problemAt } from '../../domain/validation.ts';
import type { Db } from '../../store/db.ts';
import {
  findOrganisationById,
  findOrganisationBySubdomain,
  type OrganisationProfileChange,
  type OrganisationRow,
  updateOrganisationProfile,
} from '../../store/organisations/organisations.ts';
import { isAdmin, isReceiver, type Principal } from '../principal.ts';
import { checkBrandColor, checkLogoUrl, checkOrigin, MAX_EMBED_ORIGINS } from './profile-fields.ts';

/** `GET /organisation`. */
export interface OrganisationProfile {
  organisation_id: string;
  subdomain: string;
  name: string;
  logo_url: string | null;
  brand_color: string | null;
  embed_origins: string[];
  /** Whether the AI matcher may be asked about `matchable_with_ai` columns (docs/matching.md). */
  ai_matching: 'off' | 'on';
  created_at: string;
}

/** `GET /import-profile/{subdomain}`: what anyone may see before logging in. */
export interface PublicImportProfile {
  subdomain: string;
  name: string;
  logo_url: string | null;
  brand_color: string | null;
}

/** The importer's view, with the origins that may frame it (for its CSP, never sent to browsers as data). */
export interface ImportProfile extends PublicImportProfile {
  embed_origins: string[];
}

/** The body of `PUT /organisation`; a property left out keeps its value. */
export interface OrganisationProfileInput {
  name?: string;
  logo_url?: string | null;
  brand_color?: string | null;
  embed_origins?: string[];
  ai_matching?: string;
}

export function profileView(row: OrganisationRow): OrganisationProfile {
  return {
    organisation_id: row.organisation_id,
    subdomain: row.subdomain,
    name: row.name,
    logo_url: row.logo_url,
    brand_color: row.brand_color,
    embed_origins: row.embed_origins,
    ai_matching: row.ai_matching,
    created_at: row.created_at.toISOString(),
  };
}

export async function readProfile(db: Db, principal: Principal): Promise<OrganisationProfile> {
  if (!isReceiver(principal)) throw new Forbidden();
  const row = await findOrganisationById(db, principal.organisationId);
  if (!row) throw new NotFound('Organisation');
  return profileView(row);
}

export async function updateProfile(
  db: Db,
  principal: Principal,
  input: OrganisationProfileInput,
): Promise<OrganisationProfile> {
  if (!isAdmin(principal)) throw new Forbidden(...fromCatalog('exception.organisation.admin_only'));
  const violations: ViolationItem[] = [];
  const change: OrganisationProfileChange = {};
  const refuse = (property_path: string, invalid_value: unknown, problem: Phrase | string) =>
    violations.push(problemAt(property_path, invalid_value, problem));
  if (input.name !== undefined) {
    const problem = notBlank(input.name) ?? maxLength(input.name.trim(), 255);
    if (problem) refuse('name', input.name, problem);
    else change.name = input.name.trim();
  }
  if (input.logo_url !== undefined) {
    const checked = checkLogoUrl(input.logo_url);
    if ('problem' in checked) refuse('logo_url', input.logo_url, checked.problem);
    else change.logo_url = checked.value;
  }
  if (input.brand_color !== undefined) {
    const checked = checkBrandColor(input.brand_color);
    if ('problem' in checked) refuse('brand_color', input.brand_color, checked.problem);
    else change.brand_color = checked.value;
  }
  if (input.embed_origins !== undefined) {
    const origins = new Set<string>();
    if (input.embed_origins.length > MAX_EMBED_ORIGINS) {
      refuse(
        'embed_origins',
        input.embed_origins.length,
        phrase('violation.field.embed_origins_count', { max: MAX_EMBED_ORIGINS }),
      );
    }
    input.embed_origins.forEach((origin, i) => {
      const checked = checkOrigin(origin);
      if ('problem' in checked) refuse(`embed_origins[${i}]`, origin, checked.problem);
      else origins.add(checked.value);
    });
    change.embed_origins = [...origins];
  }
  if (input.ai_matching !== undefined) {
    if (input.ai_matching === 'off' || input.ai_matching === 'on') change.ai_matching = input.ai_matching;
    else refuse('ai_matching', input.ai_matching, phrase('violation.field.ai_matching'));
  }
  if (violations.length) throw new Violation(violations);
  return profileView(await updateOrganisationProfile(db, principal.organisationId, change));
}

/** The importer's profile of an organisation, null when no organisation has this subdomain. */
export async function importProfile(db: Db, subdomain: string): Promise<ImportProfile | null> {
  const row = await findOrganisationBySubdomain(db, subdomain);
  if (!row) return null;
  return {
    subdomain: row.subdomain,
    name: row.name,
    logo_url: row.logo_url,
    brand_color: row.brand_color,
    embed_origins: row.embed_origins,
  };
}
