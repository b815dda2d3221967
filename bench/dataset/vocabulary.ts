/**
 * Word lists the generated rows draw from: French and European names with accents, the spellings
 * senders really use for countries, yes/no and statuses, and postal code shapes per country.
 */
import type { SeededRandom } from './random.ts';

export const FIRST_NAMES = [
  'Zoë',
  'Élodie',
  'François',
  'Jérôme',
  'Maëlle',
  'Hélène',
  'Loïc',
  'Søren',
  'Jürgen',
  'Chloé',
  'Noémie',
  'Anaïs',
  'Benoît',
  'Cécile',
  'Gaëlle',
  'Inès',
  'Mathéo',
  'Léa',
  'José',
  'Björn',
  'Ana',
  'Paul',
  'Marie',
  'Jean-Pierre',
  'Thomas',
  'Sophie',
  'Lucas',
  'Emma',
  'Hugo',
  'Camille',
];

export const LAST_NAMES = [
  'Müller',
  'Dupont',
  'Lefèvre',
  'Garçon',
  'Østergaard',
  'Nuñez',
  'Brønnum',
  'Schröder',
  'Côté',
  'Dubœuf',
  'Martin',
  'Bernard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Fournier',
  'Girard',
  'Lambert',
  'Bonnet',
  "D'Aubigné",
  'Le Goff',
  'Van der Berg',
  'Łukasz',
  'Ibáñez',
  'Straße',
];

export const EMAIL_DOMAINS = [
  'example.com',
  'exemple.fr',
  'mail.test',
  'correo.example.es',
  'firma.example.de',
];

/** A canonical code, its share of rows, the spellings senders use, and a valid postal code. */
interface Country {
  code: string;
  weight: number;
  spellings: readonly string[];
  postalCode(random: SeededRandom): string;
}

const fiveDigits = (min: number, max: number) => (random: SeededRandom) =>
  String(random.int(min, max)).padStart(5, '0');
const fourDigits = (random: SeededRandom) => String(random.int(1000, 9999));

export const COUNTRIES: readonly Country[] = [
  {
    code: 'FR',
    weight: 60,
    spellings: ['FR', 'FR', 'FR', 'France', 'fr'],
    postalCode: fiveDigits(1000, 95999),
  },
  {
    code: 'DE',
    weight: 10,
    spellings: ['DE', 'Allemagne', 'Deutschland'],
    postalCode: fiveDigits(1067, 99998),
  },
  { code: 'BE', weight: 10, spellings: ['BE', 'Belgique'], postalCode: fourDigits },
  { code: 'CH', weight: 5, spellings: ['CH', 'Suisse'], postalCode: fourDigits },
  { code: 'ES', weight: 5, spellings: ['ES', 'Espagne', 'España'], postalCode: fiveDigits(1000, 52999) },
  { code: 'IT', weight: 4, spellings: ['IT', 'Italie'], postalCode: fiveDigits(10, 98168) },
  {
    code: 'NL',
    weight: 4,
    spellings: ['NL', 'Pays-Bas'],
    postalCode: (random) => `${fourDigits(random)} ${random.pick(['AB', 'XK', 'RT', 'GH'])}`,
  },
  {
    code: 'LU',
    weight: 2,
    spellings: ['LU', 'Luxembourg'],
    postalCode: (random) => `L-${fourDigits(random)}`,
  },
];

export const COUNTRY_WEIGHTS = COUNTRIES.map((country) => [country, country.weight] as const);

export const ACTIVE_WORDS = ['yes', 'no', 'oui', 'non', 'true', 'false', 'Oui', 'Non', '1', '0'];

export const OPEN_STATUS_WORDS = ['new', 'active', 'Nouveau', 'En cours', 'NEW', 'Active'];

export const CLOSED_STATUS_WORDS = ['closed', 'Clôturé', 'fermé', 'CLOSED'];

export const SIZES = ['XS', 'S', 'M', 'L', 'XL'];

export const COLOURS = ['rouge', 'bleu', 'vert', 'noir', 'écru', 'bordeaux, mat'];

export const COMPANIES = [
  'dupont-sarl',
  'atelier-lumiere',
  'mueller-gmbh',
  'la-maison-bleue',
  'ferronnerie-roux',
];
