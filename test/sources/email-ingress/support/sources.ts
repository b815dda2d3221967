/** The sources the refusal tests send to: one taking any subject, one taking stock reports only. */
import { DOMAIN } from './ingress.ts';

export const OPEN = `src-opn0000000001@${DOMAIN}`;
export const STOCK = `src-stk0000000002@${DOMAIN}`;

export const SOURCES = {
  [OPEN]: {
    sourceId: 'open',
    allowedSenders: ['*@partner.com', 'exports@*.supplier.net'],
    subjectPattern: null,
  },
  [STOCK]: {
    sourceId: 'stock',
    allowedSenders: ['*@partner.com'],
    subjectPattern: '^(?i)stock \\d{4}-\\d{2}$',
  },
};

export const CSV = { filename: 'stock.csv', content: 'sku;qty\nA;1\n' };

/** Every address of a source, to check a reply names none but the one written to. */
export const ALL_ADDRESSES = Object.keys(SOURCES);
