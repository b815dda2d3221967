/**
 * `GET /usage`: the organisation's plan, each limitation with what is used of it now, and its
 * submissions per UTC day. Every figure is one aggregate query (src/store/organisations/usage.ts).
 */
import { BadRequest, Forbidden, fromCatalog } from '../../domain/errors.ts';
import type { LimitationName } from '../../domain/plans.ts';
import { countPartnerCustomers } from '../../store/customers/customers.ts';
import type { Db } from '../../store/db.ts';
import { countApiKeys } from '../../store/identity/api-keys.ts';
import { planOfOrganisation } from '../../store/organisations/organisations.ts';
import {
  type DailyUsage,
  dailyUsage,
  lineCreditBalance,
  mostColumnsInATemplate,
} from '../../store/organisations/usage.ts';
import { countTemplates } from '../../store/templates/templates.ts';
import type { ServiceContext } from '../context.ts';
import { isReceiver, type Principal } from '../principal.ts';

export const DEFAULT_USAGE_DAYS = 30;
export const MAX_USAGE_DAYS = 366;

export interface LimitUsage {
  /** The limitation's name, as a 402's product names it (TEMPLATES, LINE_CREDIT…). */
  name: string;
  /** What the plan allows. */
  allowed: number;
  /** What the organisation uses of it now; null for a limit each file or request meets on its own. */
  used: number | null;
}

export interface Usage {
  plan: string;
  limits: LimitUsage[];
  daily: DailyUsage[];
}

/**
 * What is used of each limitation the plan sets. LINE_CREDIT counts the lines spent: the
 * allowance less the balance left. COLUMNS_PER_TEMPLATE is the fullest template's count.
 */
const USED: Record<
  LimitationName,
  ((db: Db, organisationId: string, allowed: number) => Promise<number>) | null
> = {
  TEMPLATES: (db, id) => countTemplates(db, id),
  COLUMNS_PER_TEMPLATE: mostColumnsInATemplate,
  LINE_CREDIT: async (db, id, allowed) => Math.max(0, allowed - (await lineCreditBalance(db, id))),
  CUSTOMERS: countPartnerCustomers,
  API_KEYS: countApiKeys,
  // A ceiling each file meets on its own, not a quantity spent.
  MAX_FILE_SIZE: null,
};

export class UsageService {
  constructor(private readonly ctx: ServiceContext) {}

  /** `days`: the query parameter as sent; absent for the default. */
  async read(principal: Principal, daysParameter?: string): Promise<Usage> {
    if (!isReceiver(principal)) throw new Forbidden(...fromCatalog('exception.usage.receiver_only'));
    const days = daysParameter === undefined ? DEFAULT_USAGE_DAYS : Number(daysParameter);
    if (!/^\s*\d+\s*$/.test(daysParameter ?? '30') || days < 1 || days > MAX_USAGE_DAYS) {
      throw new BadRequest(...fromCatalog('exception.usage_days', { max: MAX_USAGE_DAYS }));
    }
    const { db } = this.ctx;
    const organisationId = principal.organisationId;
    const plan = await planOfOrganisation(db, organisationId);
    const limits = await Promise.all(
      Object.entries(plan.limitations).map(async ([name, allowed]) => {
        const count = Object.hasOwn(USED, name) ? USED[name as LimitationName] : null;
        return { name, allowed, used: count ? await count(db, organisationId, allowed) : null };
      }),
    );
    limits.sort((a, b) => a.name.localeCompare(b.name));
    return { plan: plan.name, limits, daily: await dailyUsage(db, organisationId, days, this.ctx.now()) };
  }
}
