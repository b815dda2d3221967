/** What to tell a person about a refused call, in their language. */
import { ApiError, errorCode, isUnreachable } from '../../shared/api.ts';
import { locale, t } from './i18n.ts';

export function explain(error: unknown): string {
  const code = errorCode(error);
  if (code === 'exception.bad_credentials') return t('signIn.badCredentials');
  if (isUnreachable(error)) return t('app.unreachable');
  if (error instanceof ApiError && error.status === 429) {
    const at = new Date(Date.now() + (error.retryAfter ?? 60) * 1000);
    const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
    return t('signIn.throttled', { time: time.format(at) });
  }
  // The server's own message is in the page's language (Accept-Language).
  const message = error instanceof Error && error.message ? error.message : t('app.error');
  if (error instanceof ApiError && error.status === 402) return `${message} ${upgrade(error)}`;
  return message;
}

/** What a 402 asks for: the plan's limit to raise or the permission to add, said as the next step. */
function upgrade(error: ApiError): string {
  const product = error.product;
  if (product?.requirement === 'limitation' && product.limitation_type)
    return t('app.planLimit', { limit: product.limitation_type });
  if (product?.requirement === 'permission' && product.permission)
    return t('app.planPermission', { permission: product.permission.name });
  return t('app.planOther');
}
