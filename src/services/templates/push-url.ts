/** The network check of a push URL, apart from the shape checks: it needs a DNS lookup. */
import type { ViolationItem } from '../../domain/errors.ts';
import type { OutboundHttp } from '../../outbound/outbound-http.ts';
import type { TemplatePush } from '../../store/templates.ts';

/** A violation when the push URL leads to a private network (FERRY_OUTBOUND_ALLOWLIST aside). */
export async function pushUrlViolations(
  outbound: OutboundHttp,
  push: TemplatePush | null | undefined,
): Promise<ViolationItem[]> {
  if (!push) return [];
  const problem = await outbound.checkUrl(push.url);
  if (!problem) return [];
  return [{ property_path: 'push.url', invalid_value: push.url, message: `This URL ${problem}.` }];
}
