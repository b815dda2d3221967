/** Organisations: creation with their owner, plans, embed secrets, the demo organisation. */
import { randomBytes } from 'node:crypto';
import { NotFound, Violation, type ViolationItem, violationOf } from '../../domain/errors.ts';
import { type Phrase, phrase } from '../../domain/messages/index.ts';
import { defaultPlan, isLimitation, isPermission, type Plan } from '../../domain/plans.ts';
import {
  maxLength,
  notBlank,
  passwordProblem,
  problemAt,
  SUBDOMAIN_PATTERN,
  validEmail,
} from '../../domain/validation.ts';
import { findUserByEmail, insertUser } from '../../store/identity/users.ts';
import {
  adjustLineCredit,
  countOrganisationsOnPlan,
  findOrganisationBySubdomain,
  findPlanByName,
  insertOrganisation,
  type OrganisationRow,
  planOfOrganisation,
  setEmbedSecret,
  setOrganisationPlan,
  upsertPlan,
} from '../../store/organisations/organisations.ts';
import { recordChange } from '../audit/audit-recorder.ts';
import type { ServiceContext } from '../context.ts';
import { isAdmin, type Principal } from '../principal.ts';
import { requireAccountAdmin } from './account-admin.ts';
import { hashPassword } from './credential-hashing.ts';
import {
  type ImportProfile,
  importProfile,
  type OrganisationProfile,
  type OrganisationProfileInput,
  readProfile,
  updateProfile,
} from './organisation-profile.ts';

export interface NewOrganisation {
  subdomain: string;
  email: string;
  password: string;
  name?: string | null;
}

export interface PlanChange {
  limits: Record<string, number>;
  grant: string[];
  revoke: string[];
}

export class OrganisationService {
  constructor(private readonly ctx: ServiceContext) {}

  /** Creates an organisation on the default plan, with its owner user. */
  async create(input: NewOrganisation): Promise<OrganisationRow> {
    const violations: ViolationItem[] = [];
    const add = (path: string, value: unknown, problem: Phrase | string | null) => {
      if (problem) violations.push(problemAt(path, value, problem));
    };
    if (!SUBDOMAIN_PATTERN.test(input.subdomain))
      violations.push(violationOf('subdomain', input.subdomain, phrase('violation.field.subdomain_pattern')));
    add('email', input.email, notBlank(input.email) ?? validEmail(input.email));
    add('password', '***', passwordProblem(input.password));
    if (input.name) add('name', input.name, maxLength(input.name, 255));
    if (violations.length) throw new Violation(violations);
    if (await findOrganisationBySubdomain(this.ctx.db, input.subdomain)) {
      throw Violation.of('subdomain', input.subdomain, phrase('violation.field.subdomain_taken'));
    }
    if (await findUserByEmail(this.ctx.db, input.email)) {
      throw Violation.of('email', input.email, phrase('violation.field.user_email_taken'));
    }
    const passwordHash = await hashPassword(input.password);
    return this.ctx.db.transaction().execute(async (trx) => {
      const plan = defaultPlan();
      const planId = (await findPlanByName(trx, plan.name))?.plan_id ?? (await upsertPlan(trx, plan));
      const organisation = await insertOrganisation(trx, {
        subdomain: input.subdomain,
        name: input.name?.trim() || input.subdomain,
        plan_id: planId,
        embed_secret: randomBytes(32).toString('hex'),
        line_credit: plan.limitations.LINE_CREDIT ?? 0,
      });
      await insertUser(trx, {
        organisation_id: organisation.organisation_id,
        email: input.email.trim(),
        name: null,
        role: 'owner',
        password_hash: passwordHash,
      });
      await recordChange(
        this.ctx,
        trx,
        { kind: 'system', organisationId: organisation.organisation_id },
        {
          action: 'create',
          resource_type: 'organisation',
          resource_id: organisation.organisation_id,
          after: { subdomain: organisation.subdomain, name: organisation.name, owner: input.email.trim() },
        },
      );
      return organisation;
    });
  }

  /** The caller's own organisation by subdomain; any other subdomain is answered as unknown. */
  async visibleBySubdomain(principal: Principal, subdomain: string): Promise<OrganisationRow> {
    const organisation = await findOrganisationBySubdomain(this.ctx.db, subdomain);
    if (!organisation || organisation.organisation_id !== principal.organisationId)
      throw new NotFound('Organisation');
    return organisation;
  }

  /** The plan an organisation is on. */
  plan(organisationId: string): Promise<Plan> {
    return planOfOrganisation(this.ctx.db, organisationId);
  }

  /**
   * Changes one organisation's plan. An organisation sharing a plan gets its own copy first
   * (`org:<subdomain>`), so editing one never changes another.
   */
  async setPlan(subdomain: string, change: PlanChange): Promise<Plan> {
    const unknown = [...change.grant, ...change.revoke].filter((p) => !isPermission(p));
    const badLimits = Object.keys(change.limits).filter((l) => !isLimitation(l));
    if (unknown.length || badLimits.length) {
      throw new Violation([
        ...unknown.map((p) =>
          violationOf('permission', p, phrase('violation.field.unknown_permission', { name: p })),
        ),
        ...badLimits.map((l) =>
          violationOf('limit', l, phrase('violation.field.unknown_limitation', { name: l })),
        ),
      ]);
    }
    const organisation = await findOrganisationBySubdomain(this.ctx.db, subdomain);
    if (!organisation)
      throw Violation.of('subdomain', subdomain, phrase('violation.field.unknown_subdomain', { subdomain }));
    return this.ctx.db.transaction().execute(async (trx) => {
      const current = await planOfOrganisation(trx, organisation.organisation_id);
      const shared = (await countOrganisationsOnPlan(trx, current.plan_id)) > 1 || current.name === 'default';
      const permissions = new Set(current.permissions);
      for (const p of change.grant) permissions.add(p);
      for (const p of change.revoke) permissions.delete(p);
      const next: Plan = {
        name: shared ? `org:${subdomain}` : current.name,
        permissions: [...permissions].sort(),
        limitations: { ...current.limitations, ...change.limits },
      };
      const planId = await upsertPlan(trx, next);
      await setOrganisationPlan(trx, organisation.organisation_id, planId);
      // The balance follows the allowance: raising LINE_CREDIT by 100 gives 100 more lines, and
      // lowering it below what was spent leaves none.
      const credit = (plan: Plan) => plan.limitations.LINE_CREDIT ?? 0;
      await adjustLineCredit(trx, organisation.organisation_id, credit(next) - credit(current));
      return next;
    });
  }

  /** The caller's organisation as `GET /organisation` shows it (receivers only). */
  profile(principal: Principal): Promise<OrganisationProfile> {
    return readProfile(this.ctx.db, principal);
  }

  /** `PUT /organisation` (owner/admin): only the properties sent change. */
  updateProfile(principal: Principal, input: OrganisationProfileInput): Promise<OrganisationProfile> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const before = isAdmin(principal) ? await readProfile(trx, principal) : undefined;
      const after = await updateProfile(trx, principal, input);
      await recordChange(this.ctx, trx, principal, {
        action: 'update',
        resource_type: 'organisation',
        resource_id: principal.organisationId,
        before,
        after,
      });
      return after;
    });
  }

  /** What the importer shows of an organisation, and the origins that may frame it; null when unknown. */
  importProfile(subdomain: string): Promise<ImportProfile | null> {
    return importProfile(this.ctx.db, subdomain);
  }

  /** Replaces the secret the receiver's backend signs embedded logins with. */
  async rotateEmbedSecret(principal: Principal): Promise<string> {
    requireAccountAdmin(principal, 'embed_secret');
    const secret = randomBytes(32).toString('hex');
    await this.ctx.db.transaction().execute(async (trx) => {
      await setEmbedSecret(trx, principal.organisationId, secret);
      // Both sides masked: the entry says that the secret changed, by whom and from where.
      await recordChange(this.ctx, trx, principal, {
        action: 'rotate',
        resource_type: 'organisation',
        resource_id: principal.organisationId,
        before: { embed_secret: 'previous' },
        after: { embed_secret: secret },
      });
    });
    return secret;
  }
}
