import { Type } from 'typebox';
import type { ViolationItem } from '../../errors.ts';
import { phrase } from '../../messages/index.ts';
import { problemAt } from '../../validation.ts';
import { describedNullable } from '../definition/config-schema.ts';
import type { UrlRules } from './check-url.ts';

const SCHEME = /^[a-z][a-z0-9+.-]*$/;

/** Configuration fields shared by URL and IMAGE. */
export const urlFields = {
  schemes: describedNullable(
    Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { minItems: 1, maxItems: 20 }),
    'Allowed schemes, lower case. Default ["http", "https"].',
  ),
  require_tld: describedNullable(
    Type.Boolean(),
    'The host must be a domain with a top-level domain: no localhost, no IP address. Default true.',
  ),
  add_missing_scheme: describedNullable(
    Type.Boolean(),
    'Prefix a value without scheme (www.example.com) with https:// (or the first allowed scheme). Default true.',
  ),
};

interface UrlConfig {
  schemes?: string[] | null;
  require_tld?: boolean | null;
  add_missing_scheme?: boolean | null;
}

export function checkUrlConfig(config: UrlConfig, path: string): ViolationItem[] {
  const violations: ViolationItem[] = [];
  (config.schemes ?? []).forEach((scheme, i) => {
    if (!SCHEME.test(scheme)) {
      violations.push(problemAt(`${path}.schemes[${i}]`, scheme, phrase('violation.field.scheme_form')));
    }
  });
  return violations;
}

export function urlRulesOf(config: UrlConfig): UrlRules {
  const schemes = config.schemes ?? ['http', 'https'];
  const missingScheme = schemes.includes('https') ? 'https' : schemes[0]!;
  return {
    schemes: new Set(schemes),
    requireTld: config.require_tld ?? true,
    missingScheme: (config.add_missing_scheme ?? true) ? missingScheme : null,
  };
}
