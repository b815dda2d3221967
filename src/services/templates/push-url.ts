/** The network check of a push URL, apart from the shape checks: it needs a DNS lookup. */
import { type ViolationItem, violationOf } from '../../domain/errors.ts';
import { type Phrase, phrase } from '../../domain/messages/index.ts';
import type { OutboundHttp } from '../../outbound/outbound-http.ts';
import type { TemplatePush } from '../../store/templates/templates.ts';

/** What `checkUrl` says is wrong, as the catalog says it; anything else it may say is shown as written. */
const PROBLEMS = new Map([
  ['is not a valid URL', 'violation.field.url_problem.not_valid'],
  ['must use http or https', 'violation.field.url_problem.scheme'],
  ['must not point to a private network', 'violation.field.url_problem.private_network'],
]);

export function urlProblemOf(problem: string): Phrase | string {
  const code = PROBLEMS.get(problem);
  return code === undefined ? problem : phrase(code);
}

/** A violation when the push URL leads to a private network (FERRY_OUTBOUND_ALLOWLIST aside). */
export async function pushUrlViolations(
  outbound: OutboundHttp,
  push: TemplatePush | null | undefined,
): Promise<ViolationItem[]> {
  if (!push) return [];
  const problem = await outbound.checkUrl(push.url);
  if (!problem) return [];
  return [
    violationOf('push.url', push.url, phrase('violation.field.this_url', { problem: urlProblemOf(problem) })),
  ];
}
