import { domainToASCII } from 'node:url';
import { Type } from 'typebox';
import {
  cellForMessage,
  converted,
  defineColumnType,
  EMPTY,
  fail,
  isBlank,
} from './definition/column-type-definition.ts';
import { configObject, describedNullable } from './definition/config-schema.ts';
import { hasTld } from './web/check-url.ts';

const schema = configObject(
  {
    lowercase_local_part: describedNullable(
      Type.Boolean(),
      'Also lower-case the part before @ (the domain always is). Default false: some servers distinguish case.',
    ),
    require_tld: describedNullable(
      Type.Boolean(),
      'The domain must end in a top-level domain (no user@localhost). Default true.',
    ),
  },
  'Configuration of an EMAIL column.',
);

// The WHATWG "valid e-mail address" local part, without its quoted-string oddities.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const MAILTO = /^mailto:/i;
const NON_ASCII = /[\u0080-\uffff]/;

function isLabelChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 45;
}

/** Labels of 1–63 letters, digits and inner hyphens, separated by single dots. */
function isHostName(ascii: string): boolean {
  let start = 0;
  for (let i = 0; i <= ascii.length; i++) {
    const code = i === ascii.length ? 46 : ascii.charCodeAt(i);
    if (code !== 46) {
      if (!isLabelChar(code)) return false;
      continue;
    }
    const length = i - start;
    if (length < 1 || length > 63 || ascii.charCodeAt(start) === 45 || ascii.charCodeAt(i - 1) === 45)
      return false;
    start = i + 1;
  }
  return true;
}

/** The domain in lower case when every label of its ASCII form is valid, else null. */
function checkDomain(domain: string, requireTld: boolean): string | null {
  const lower = domain.toLowerCase();
  // domainToASCII costs about a microsecond: only international domains need it.
  const ascii = NON_ASCII.test(lower) ? domainToASCII(lower) : lower;
  if (ascii === '' || ascii.length > 253 || !isHostName(ascii)) return null;
  if (requireTld && !hasTld(ascii)) return null;
  return lower;
}

export const columnType = defineColumnType({
  name: 'EMAIL',
  configKey: 'email_data_type',
  configSchema: schema,
  prepare(config) {
    const lowercaseLocal = config.lowercase_local_part ?? false;
    const requireTld = config.require_tld ?? true;
    return {
      convert(raw) {
        if (isBlank(raw)) return EMPTY;
        const text = raw.trim().replace(MAILTO, '');
        const at = text.lastIndexOf('@');
        const local = at > 0 && text.length <= 254 ? text.slice(0, at) : '';
        const domain =
          local.length <= 64 && LOCAL_PART.test(local) ? checkDomain(text.slice(at + 1), requireTld) : null;
        if (domain === null) return fail('violation.type.email', { value: cellForMessage(raw) });
        return converted(`${lowercaseLocal ? local.toLowerCase() : local}@${domain}`);
      },
      format(canonical) {
        return canonical;
      },
    };
  },
});
