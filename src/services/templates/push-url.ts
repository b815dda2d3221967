/** The network check of a push URL, apart from the shape checks: it needs a DNS lookup. */
import { type ViolationItem, violationOf } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import type { OutboundHttp } from '../../outbound/outbound-http.ts';
import type { TemplatePush } from '../../store/templates/templates.ts';

/** A violation when the push URL leads to a private network (FERRY_OUTBOUND_ALLOWLIST aside). */
export async function pushUrlViolations(
  outbound: OutboundHttp,
  push: TemplatePush | null | undefined,
): Promise<ViolationItem[]> {
  if (!push) return [];
  const problem = await outbound.urlProblem(push.url);
  if (!problem) return [];
  return [violationOf('push.url', push.url, phrase('violation.field.this_url', { problem }))];
}
