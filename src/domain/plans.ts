/**
 * Permissions and limitations a plan grants. Plans themselves are data (table `plans`, edited with
 * `ferry plan set`); this file names what exists and what the `default` plan holds.
 */

/** Every permission, with the human-readable description sent in a 402's product object. */
export const PERMISSIONS = {
  X_IMPORT_URL: 'Import source files from a URL',
  X_IMPORT_FTP: 'Import source files from an FTP server',
  X_IMPORT_SFTP: 'Import source files from an SFTP server',
  X_IMPORT_CUSTOM: 'Import source data with a custom extractor',
  X_IMPORT_EMAIL: 'Import source files sent by e-mail',
  X_API_FETCHER: 'Fetch source data from an API',
  X_WEBHOOKS: 'Send webhooks',
  X_PUSH: 'Push target files to the receiver',
  X_CUSTOM_FORMAT: 'Custom (Twig) target formats',
} as const;

export type PermissionName = keyof typeof PERMISSIONS;

/** Every limitation, with its description and its value in the default plan. */
export const LIMITATIONS = {
  COLUMNS_PER_TEMPLATE: { description: 'Columns per template', default: 200 },
  TEMPLATES: { description: 'Templates per organisation', default: 1000 },
  LINE_CREDIT: { description: 'Lines of credit', default: 1_000_000 },
  MAX_FILE_SIZE: { description: 'Maximum source file size in bytes', default: 1024 * 1024 * 1024 },
  CUSTOMERS: { description: 'Customers per organisation', default: 100_000 },
  API_KEYS: { description: 'Active API keys per organisation', default: 50 },
} as const;

export type LimitationName = keyof typeof LIMITATIONS;

export function isPermission(name: string): name is PermissionName {
  return Object.hasOwn(PERMISSIONS, name);
}

export function isLimitation(name: string): name is LimitationName {
  return Object.hasOwn(LIMITATIONS, name);
}

/** What an organisation's plan grants. */
export interface Plan {
  name: string;
  permissions: string[];
  limitations: Record<string, number>;
}

/** The plan every new organisation gets: every permission, generous limits (DESIGN §6). */
export function defaultPlan(): Plan {
  return {
    name: 'default',
    permissions: Object.keys(PERMISSIONS),
    limitations: Object.fromEntries(Object.entries(LIMITATIONS).map(([k, v]) => [k, v.default])),
  };
}
