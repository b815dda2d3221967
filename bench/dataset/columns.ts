/**
 * The 15 columns of the benchmark file, with French headers as senders write them. Each column
 * draws a valid value (sometimes empty where the template allows it) and, for the few rows chosen
 * to carry an error, a value the template must reject.
 */
import {
  englishPrice,
  europeanPrice,
  frenchDate,
  isoDateTime,
  randomDay,
  validEan,
  wrongEan,
} from './cells.ts';
import type { SeededRandom } from './random.ts';
import {
  ACTIVE_WORDS,
  CLOSED_STATUS_WORDS,
  COLOURS,
  COMPANIES,
  COUNTRY_WEIGHTS,
  EMAIL_DOMAINS,
  FIRST_NAMES,
  LAST_NAMES,
  OPEN_STATUS_WORDS,
  SIZES,
} from './vocabulary.ts';

/** What several cells of one row share: the row's id, country, names, dates and status. */
export interface RowDraw {
  id: number;
  country: (typeof COUNTRY_WEIGHTS)[number][0];
  firstName: string;
  lastName: string;
  createdDay: number;
  closed: boolean;
}

export interface DatasetColumn {
  header: string;
  valid(random: SeededRandom, row: RowDraw): string;
  invalid(random: SeededRandom, row: RowDraw): string;
  /** Share of this column among the rows that carry an error. */
  invalidWeight: number;
}

export function drawRow(random: SeededRandom, id: number): RowDraw {
  const status = random.next();
  return {
    id,
    country: random.weighted(COUNTRY_WEIGHTS),
    firstName: random.pick(FIRST_NAMES),
    lastName: random.chance(0.1)
      ? `${random.pick(LAST_NAMES)}-${random.pick(LAST_NAMES)}`
      : random.pick(LAST_NAMES),
    createdDay: randomDay(random),
    closed: status < 0.25,
  };
}

/** Lower-case ASCII for e-mail local parts: accents stripped, other characters dropped. */
const asciiSlug = (text: string): string =>
  text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const localPart = (row: RowDraw): string =>
  `${asciiSlug(row.firstName)}.${asciiSlug(row.lastName)}${row.id % 1000}`;

function attributes(random: SeededRandom, withSize: boolean): string {
  const value = withSize
    ? { size: random.pick(SIZES), colour: random.pick(COLOURS) }
    : { colour: random.pick(COLOURS) };
  // Some exports pretty-print JSON cells, which puts line breaks inside quoted fields.
  return random.chance(0.1) ? JSON.stringify(value, null, 2) : JSON.stringify(value);
}

function cents(random: SeededRandom): number {
  return random.chance(0.1) ? random.int(100_000, 2_500_000) : random.int(50, 99_999);
}

export const COLUMNS: readonly DatasetColumn[] = [
  {
    header: 'ID',
    valid: (_random, row) => String(row.id),
    // A repeated id: the uniqueness rule flags both rows.
    invalid: (random, row) => String(Math.max(1, row.id - random.int(1, 1000))),
    invalidWeight: 4,
  },
  { header: 'EAN', valid: validEan, invalid: wrongEan, invalidWeight: 20 },
  {
    header: 'Prénom',
    valid: (_random, row) => row.firstName,
    invalid: (random, row) => (random.chance(0.5) ? '' : `<b>${row.firstName}</b>`),
    invalidWeight: 4,
  },
  {
    header: 'Nom',
    valid: (_random, row) => row.lastName,
    invalid: (_random, row) => `${row.lastName} ${'de la Fontaine '.repeat(3)}`.trim(),
    invalidWeight: 3,
  },
  {
    header: 'E-mail',
    valid: (random, row) => `${localPart(row)}@${random.pick(EMAIL_DOMAINS)}`,
    invalid: (random, row) =>
      random.pick([
        `${localPart(row)}@`,
        `${localPart(row)}.example.com`,
        `${localPart(row)} @example.com`,
        `${localPart(row)}@@example.com`,
      ]),
    invalidWeight: 20,
  },
  {
    header: 'Site web',
    valid: (random) =>
      random.chance(0.3)
        ? ''
        : `${random.pick(['https://www.', 'www.', 'http://'])}${random.pick(COMPANIES)}.fr`,
    invalid: (random) => random.pick(['htp//boutique', 'https://localhost/shop', 'https://exemple .fr']),
    invalidWeight: 3,
  },
  {
    header: 'Photo',
    // Optional only on closed rows: the template's condition requires it elsewhere.
    valid: (random, row) =>
      row.closed && random.chance(0.3)
        ? ''
        : `https://cdn.example.com/p/${row.id}${random.pick(['.jpg', '.JPG', '.png?w=200', '.webp'])}`,
    invalid: (random, row) =>
      row.closed ? `https://cdn.example.com/p/${row.id}.pdf` : random.pick(['', 'photo.pdf']),
    invalidWeight: 3,
  },
  {
    header: 'Code postal',
    valid: (random, row) => row.country.postalCode(random),
    invalid: (random) => random.digits(3),
    invalidWeight: 12,
  },
  {
    header: 'Pays',
    valid: (random, row) => random.pick(row.country.spellings),
    invalid: (random) => random.pick(['XX', 'Atlantis']),
    invalidWeight: 3,
  },
  {
    header: 'Prix TTC',
    // Mostly the European style, one in ten in the English one: both show their decimal mark.
    valid: (random) => (random.chance(0.9) ? europeanPrice(cents(random)) : englishPrice(cents(random))),
    invalid: (random) => random.pick(['12abc', '-5,00', '150 000,00', 'N/A']),
    invalidWeight: 8,
  },
  {
    header: 'Date de création',
    valid: (_random, row) => frenchDate(row.createdDay),
    invalid: (random) => random.pick(['31/02/2024', '00/05/2020', '15/13/2021']),
    invalidWeight: 5,
  },
  {
    header: 'Modifié le',
    valid: (random, row) => isoDateTime(row.createdDay + random.int(0, 400), random.int(0, 86_399)),
    invalid: (random) => random.pick(['2024-13-01 10:00:00', '2024-02-30 08:15:00', '12/03/2024 10:00']),
    invalidWeight: 3,
  },
  {
    header: 'Actif',
    valid: (random) => random.pick(ACTIVE_WORDS),
    invalid: (random) => random.pick(['maybe', 'peut-être']),
    invalidWeight: 3,
  },
  {
    header: 'Statut',
    valid: (random, row) => random.pick(row.closed ? CLOSED_STATUS_WORDS : OPEN_STATUS_WORDS),
    invalid: (random) => random.pick(['archived', 'pending']),
    invalidWeight: 4,
  },
  {
    header: 'Attributs',
    valid: (random) => (random.chance(0.3) ? '' : attributes(random, true)),
    invalid: (random) => (random.chance(0.5) ? '{size: M}' : attributes(random, false)),
    invalidWeight: 5,
  },
];
