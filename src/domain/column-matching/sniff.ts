import { foldText } from './fold-header.ts';

/**
 * Value sniffing: what share of a column's sample values look like a given kind. Used to break
 * ties between names and to match columns that have no usable header. Patterns are fixed and
 * anchored (no user input reaches them), so plain RegExp is safe here.
 */
export type ValueKind = 'email' | 'url' | 'date' | 'number' | 'boolean' | 'ean' | 'phone' | 'postal_code';

const MONTHS =
  'jan|janv|janvier|january|feb|fev|fevr|fevrier|february|mar|mars|march|apr|avr|avril|april|may|mai|jun|juin|june|' +
  'jul|juil|juillet|july|aug|aou|aout|august|sep|sept|septembre|september|oct|octobre|october|nov|novembre|november|' +
  'dec|decembre|december';

const PATTERNS: Record<Exclude<ValueKind, 'ean'>, RegExp> = {
  email: /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i,
  url: /^(https?:\/\/|www\.)[^\s]+$/i,
  date: new RegExp(
    '^(\\d{4}[-/.]\\d{1,2}[-/.]\\d{1,2}([ t]\\d{1,2}:\\d{2}(:\\d{2})?\\S*)?' +
      '|\\d{1,2}[-/.]\\d{1,2}[-/.]\\d{2,4}( \\d{1,2}:\\d{2}(:\\d{2})?)?' +
      `|\\d{1,2}\\.? (${MONTHS})\\.? \\d{2,4}|(${MONTHS})\\.? \\d{1,2},? \\d{4})$`,
  ),
  number: /^[-+]?([$€£]\s?)?(\d{1,3}([ ,.'\u00a0\u202f]\d{3})+|\d+)([.,]\d+)?\s?(€|\$|£|%|eur|usd|kg|g)?$/,
  boolean: /^(yes|no|y|n|true|false|oui|non|vrai|faux|x|0|1|on|off)$/,
  phone: /^(\+|00)?[\d\s().-]{8,20}$/,
  postal_code: /^(\d{5}|\d{4}|[a-z]{1,2}\d[a-z\d]? ?\d[a-z]{2}|\d{5}-\d{4})$/,
};

/** True when the digits of a GTIN (EAN-8, UPC-A, EAN-13, GTIN-14) end with a valid check digit. */
export function isGtin(value: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((acc, digit, i) => acc + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** Whether one value looks like the kind. */
export function looksLike(kind: ValueKind, raw: string): boolean {
  const value = foldText(raw.trim());
  if (kind === 'ean') return isGtin(value.replace(/\s/g, ''));
  if (kind === 'phone') {
    const digits = value.replace(/\D/g, '').length;
    // A phone starts with + or 0 or is written with separators; bare digit runs are ids or EANs.
    const phoneLike = /^(\+|0|\()/.test(value) || /[\s.()-]/.test(value);
    return (
      PATTERNS.phone.test(value) && phoneLike && digits >= 8 && digits <= 15 && !PATTERNS.date.test(value)
    );
  }
  return PATTERNS[kind].test(value);
}

/** Share (0..1) of non-blank samples that look like the kind; 0 when there are none. */
export function kindFit(kind: ValueKind, samples: readonly string[]): number {
  const values = samples.filter((sample) => sample.trim() !== '');
  if (values.length === 0) return 0;
  return values.filter((value) => looksLike(kind, value)).length / values.length;
}

/** Share (0..1) of non-blank samples that are one of the choices, ignoring case and accents. */
export function choiceFit(choices: readonly string[], samples: readonly string[]): number {
  const allowed = new Set(choices.map((choice) => foldText(choice.trim())));
  const values = samples.filter((sample) => sample.trim() !== '');
  if (values.length === 0 || allowed.size === 0) return 0;
  return values.filter((value) => allowed.has(foldText(value.trim()))).length / values.length;
}
