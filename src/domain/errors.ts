/**
 * The small set of errors that domain code and services throw. One error handler in the API maps
 * them to the envelope and status (see src/api/plugins/errors.ts); the CLI prints them.
 */
import { type Phrase, render } from './messages/index.ts';

/** One rejected property, as the specification's violation payload lists it. */
export interface ViolationItem {
  /** Property holding the invalid value, dotted for nested fields (`format.csv.delimiter`). */
  property_path: string;
  /** The rejected value, or null. */
  invalid_value: unknown;
  /** Description of the violation, in English. */
  message: string;
  /**
   * The message as a catalog phrase: the API answers it in the reader's language (English for a
   * caller who asks nothing, word for word `message`). Built with `violationOf`.
   */
  said?: Phrase;
}

/** A violated property whose message is the catalog's `said`, its English kept as `message`. */
export function violationOf(property_path: string, invalid_value: unknown, said: Phrase): ViolationItem {
  return { property_path, invalid_value: invalid_value ?? null, message: render(said, 'en'), said };
}

/**
 * The constructor arguments of an error said from the catalog: its English sentence, its code and
 * its values, e.g. `new BadRequest(...fromCatalog('exception.token_type'))`. Other languages read
 * the same code with the same values (src/domain/messages/error-message.ts).
 */
export function fromCatalog(
  code: string,
  params: Record<string, string | number> = {},
): [message: string, code: string, params: Record<string, string | number>] {
  return [render({ code, values: params }, 'en'), code, params];
}

/** Base class: every Ferry error carries a translation key for its user-facing message. */
export abstract class FerryError extends Error {
  abstract readonly status: number;
  constructor(
    /** Translation key of the message shown to a person (see src/api/i18n.ts). */
    readonly code: string,
    message: string,
    /** Values interpolated into the translated message. */
    readonly params: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400: the request cannot be mapped to the expected shape. */
export class BadRequest extends FerryError {
  readonly status = 400;
  constructor(message: string, code = 'exception.bad_request', params: Record<string, string | number> = {}) {
    super(code, message, params);
  }
}

/** 401: no valid bearer token. */
export class Unauthorized extends FerryError {
  readonly status = 401;
  constructor(
    message = 'A valid bearer token is required.',
    code = 'exception.unauthorized',
    params: Record<string, string | number> = {},
  ) {
    super(code, message, params);
  }
}

/** 403: authenticated but not allowed. */
export class Forbidden extends FerryError {
  readonly status = 403;
  constructor(
    message = 'You are not allowed to do this.',
    code = 'exception.forbidden',
    params: Record<string, string | number> = {},
  ) {
    super(code, message, params);
  }
}

/**
 * 404: no such resource in the caller's organisation. Said from the catalog with
 * `new NotFound(resource, ...fromCatalog('exception.<area>.<what>'))`.
 */
export class NotFound extends FerryError {
  readonly status = 404;
  constructor(
    readonly resource: string,
    message = `${resource} not found.`,
    /** A more precise message than `exception.not_found`, with its values (see `fromCatalog`). */
    code = 'exception.not_found',
    params: Record<string, string | number> = { resource },
  ) {
    super(code, message, params);
  }
}

/** 409: property validation failed. */
export class Violation extends FerryError {
  readonly status = 409;
  constructor(
    readonly violations: ViolationItem[],
    /** A more precise message than `exception.violation`, for a refusal a person must act on. */
    code = 'exception.violation',
    params: Record<string, string | number> = {},
  ) {
    super(code, violations.map((v) => `${v.property_path}: ${v.message}`).join('; '), params);
  }

  /** Shorthand for a single violated property; a phrase is said in the reader's language. */
  static of(property_path: string, invalid_value: unknown, message: string | Phrase): Violation {
    return new Violation([
      typeof message === 'string'
        ? { property_path, invalid_value: invalid_value ?? null, message }
        : violationOf(property_path, invalid_value, message),
    ]);
  }
}

/** The `product` object of the envelope: what the caller must obtain to go on. */
export interface Product {
  requirement: 'permission' | 'limitation' | null;
  permission: { name: string; description: string | null } | null;
  limitation_type: string | null;
  limitation_needed_value: number | null;
  limitation_current_value: number | null;
  limitation_object: { name: string; description: string | null } | null;
  is_cta: boolean | null;
}

/** 402: a permission or a higher limit is needed. */
export class ProductRequired extends FerryError {
  readonly status = 402;
  constructor(
    readonly product: Product,
    message: string,
    code = product.requirement === 'limitation' ? 'exception.limitation' : 'exception.permission',
    params: Record<string, string | number> = {
      name: product.limitation_type ?? product.permission?.name ?? '',
    },
  ) {
    super(code, message, params);
  }
}

/** The setting an upload limit comes from, named in the 413 so that a person knows which to raise. */
export interface SizeLimitSource {
  /** The setting's own name (MAX_FILE_SIZE, max_file_size, FERRY_MAX_UPLOAD_BYTES): the same in every language. */
  name: string;
  /** Where it stands, in English: "the plan's MAX_FILE_SIZE". */
  english: string;
}

/** 413: an upload larger than allowed; `source` names the limit that applied, when known. */
export class PayloadTooLarge extends FerryError {
  readonly status = 413;
  constructor(
    readonly limitBytes: number,
    source?: SizeLimitSource,
  ) {
    const named = source ? ` (${source.english})` : '';
    super('exception.too_large', `The file is larger than the allowed ${limitBytes} bytes${named}.`, {
      limit: limitBytes,
      limit_setting: source ? ` (${source.name})` : '',
    });
  }
}

/** 429: too many requests or attempts; `retryAfterSeconds` becomes the Retry-After header. */
export class TooManyRequests extends FerryError {
  readonly status = 429;
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many requests; try again in ${retryAfterSeconds} seconds.`,
    code = 'exception.rate_limited',
    /** Values the message names besides `seconds`. */
    params: Record<string, string | number> = {},
  ) {
    super(code, message, { ...params, seconds: retryAfterSeconds });
  }
}
