import { domainToASCII } from 'node:url';
import { Type } from 'typebox';
import { defineColumnType, EMPTY, fail, isBlank, ok, quote } from './definition/column-type-definition.ts';
import { configObject, nullable } from './definition/config-schema.ts';
import { hasTld } from './web/check-url.ts';

const schema = configObject(
  {
    lowercase_local_part: nullable(
      Type.Boolean(),
      'Also lower-case the part before @ (the domain always is). Default false: some servers distinguish case.',
    ),
    require_tld: nullable(
      Type.Boolean(),
      'The domain must end in a top-level domain (no user@localhost). Default true.',
    ),
  },
  'Configuration of an EMAIL column.',
);

// The WHATWG "valid e-mail address" local part, without its quoted-string oddities.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const MAILTO = /^mailto:/i;

/** The domain in lower case when every label of its ASCII form is valid, else null. */
function checkDomain(domain: string, requireTld: boolean): string | null {
  const lower = domain.toLowerCase();
  const ascii = domainToASCII(lower);
  if (ascii === '' || ascii.length > 253) return null;
  for (const label of ascii.split('.')) if (!LABEL.test(label)) return null;
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
        const invalid = () => fail(`${quote(raw)} is not a valid e-mail address`);
        if (at <= 0 || text.length > 254) return invalid();
        const local = text.slice(0, at);
        if (local.length > 64 || !LOCAL_PART.test(local)) return invalid();
        const domain = checkDomain(text.slice(at + 1), requireTld);
        if (domain === null) return invalid();
        return ok(`${lowercaseLocal ? local.toLowerCase() : local}@${domain}`);
      },
      format(canonical) {
        return canonical;
      },
    };
  },
});
