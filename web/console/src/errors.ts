/** What to tell a person about a refused call, in their language. */
import { ApiError, errorCode } from '../../shared/api.ts';
import { locale, t } from './i18n.ts';

export function explain(error: unknown): string {
  const code = errorCode(error);
  if (code === 'exception.bad_credentials') return t('signIn.badCredentials');
  if (error instanceof ApiError && error.status === 429) {
    const at = new Date(Date.now() + (error.retryAfter ?? 60) * 1000);
    const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
    return t('signIn.throttled', { time: time.format(at) });
  }
  // The server's own message is in the page's language (Accept-Language).
  return error instanceof Error && error.message ? error.message : t('app.error');
}
