/**
 * `POST /auth/password-reset` (DESIGN §10): e-mails a reset link to the user with that e-mail. The
 * answer is the same whether or not the e-mail is known, and the message goes out after the answer,
 * so the route tells nobody which addresses sign in. Requests are throttled per e-mail and client
 * address like failed sign-ins, so nobody floods an inbox.
 */
import { Violation } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import { validEmail } from '../../domain/validation.ts';
import type { Mailer } from '../../events/mail/mailer.ts';
import { passwordResetMessage } from '../../events/mail/password-reset-message.ts';
import { findUserByEmail } from '../../store/identity/users.ts';
import { findOrganisationById } from '../../store/organisations/organisations.ts';
import type { ServiceContext } from '../context.ts';
import { LoginThrottle } from './login-throttle.ts';
import { type PasswordResetService, RESET_LINK_MINUTES } from './password-resets.ts';

/** The body of `POST /auth/password-reset`. */
export interface ResetRequest {
  email?: unknown;
  /** Narrows the request to one organisation; another organisation's user gets nothing. */
  subdomain?: unknown;
}

export class PasswordResetRequestService {
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly resets: PasswordResetService,
    private readonly mailer: Mailer,
  ) {
    this.throttle = new LoginThrottle(ctx, 'exception.reset_throttled');
  }

  async request(input: ResetRequest, address: string): Promise<{ sent: true }> {
    const email = typeof input.email === 'string' ? input.email.trim() : '';
    if (email === '') throw Violation.of('email', input.email ?? null, phrase('violation.field.blank'));
    const problem = validEmail(email);
    if (problem) throw Violation.of('email', input.email ?? null, problem);
    if (input.subdomain !== undefined && input.subdomain !== null && typeof input.subdomain !== 'string') {
      throw Violation.of('subdomain', input.subdomain, phrase('violation.field.subdomain_not_string'));
    }
    const account = `password-reset:${email.toLowerCase()}`;
    await this.throttle.check(account, address);
    await this.throttle.failed(account, address);
    const user = await findUserByEmail(this.ctx.db, email);
    const organisation = user && (await findOrganisationById(this.ctx.db, user.organisation_id));
    const subdomain = typeof input.subdomain === 'string' ? input.subdomain.trim().toLowerCase() : '';
    if (!user || !organisation || (subdomain && organisation.subdomain !== subdomain)) return { sent: true };
    const { link } = await this.resets.createLink(user.user_id);
    this.mailer.sendLater(
      passwordResetMessage({
        to: user.email,
        link,
        organisationName: organisation.name,
        minutes: RESET_LINK_MINUTES,
        language: user.language,
      }),
    );
    return { sent: true };
  }
}
