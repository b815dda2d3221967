/** Every service, built once from the context; routes, jobs and the CLI share them. */
import { ConstraintService } from './constraints.ts';
import type { ServiceContext } from './context.ts';
import { CustomerService } from './customers.ts';
import { ApiKeyService } from './identity/api-keys.ts';
import { AuthService } from './identity/auth.ts';
import { CustomerTokenService } from './identity/customer-tokens.ts';
import { OrganisationService } from './identity/organisations.ts';
import { SubmissionService } from './submissions/submissions.ts';
import { ColumnService } from './templates/columns.ts';
import { TemplateService } from './templates/templates.ts';
import { TransformationService } from './transformations/transformations.ts';

export interface Services {
  ctx: ServiceContext;
  auth: AuthService;
  organisations: OrganisationService;
  apiKeys: ApiKeyService;
  constraints: ConstraintService;
  customers: CustomerService;
  customerTokens: CustomerTokenService;
  templates: TemplateService;
  columns: ColumnService;
  transformations: TransformationService;
  submissions: SubmissionService;
}

export function createServices(ctx: ServiceContext): Services {
  const transformations = new TransformationService(ctx);
  return {
    ctx,
    auth: new AuthService(ctx),
    organisations: new OrganisationService(ctx),
    apiKeys: new ApiKeyService(ctx),
    constraints: new ConstraintService(ctx),
    customers: new CustomerService(ctx),
    customerTokens: new CustomerTokenService(ctx),
    templates: new TemplateService(ctx),
    columns: new ColumnService(ctx),
    transformations,
    submissions: new SubmissionService(ctx, transformations.blobs),
  };
}
