import type { SourceColumn } from '../../../src/domain/column-matching/index.ts';
import type { TemplateName } from './templates.ts';

/**
 * The labelled set: source files as senders send them, each column labelled with the target it
 * should go to (null: it must stay unmatched). Headers are in English or French and carry the
 * difficulties matching meets: abbreviations, accents, synonyms, typos, other word orders, noise
 * columns, and columns without a header that only their values can place.
 */

export type Challenge =
  | 'exact'
  | 'normalized'
  | 'abbreviation'
  | 'accent'
  | 'synonym'
  | 'typo'
  | 'word-order'
  | 'values'
  | 'noise';

export interface LabelledColumn extends SourceColumn {
  /** Technical name of the right target, or null for a column that must stay unmatched. */
  expected: string | null;
  challenge: Challenge;
  lang: 'en' | 'fr';
}

export interface LabelledFile {
  name: string;
  template: TemplateName;
  /** Written after the dictionary and thresholds were tuned, and not tuned on since. */
  heldOut: boolean;
  columns: LabelledColumn[];
}

const S = {
  emails: ['jean.dupont@example.fr', 'a.martin@acme.com', 'contact@boulangerie-paul.fr'],
  phonesFr: ['06 12 34 56 78', '+33 1 42 68 53 00', '07.98.76.54.32'],
  phonesEn: ['(555) 123-4567', '+1 212 555 0199', '+44 20 7946 0958'],
  datesFr: ['12/03/1985', '01/11/1990', '23/07/1978'],
  datesIso: ['2024-03-12', '2024-03-15', '2024-04-01'],
  urls: ['https://www.acme.com', 'https://boulangerie-paul.fr', 'http://example.org/about'],
  images: [
    'https://cdn.shop.fr/img/1234.jpg',
    'https://cdn.shop.fr/img/1235.png',
    'https://cdn.shop.fr/img/99.jpg',
  ],
  eans: ['4006381333931', '3017620422003', '5449000000996'],
  zips: ['75001', '69002', '33000'],
  money: ['12,50 €', '1 299,00 €', '8,90 €'],
  ints: ['3', '12', '1'],
  bools: ['oui', 'non', 'oui'],
  text: ['Lorem ipsum', 'Dolor sit', 'Amet'],
};

type Row = [header: string, expected: string | null, challenge: Challenge, samples?: string[]];

function file(
  name: string,
  template: TemplateName,
  lang: 'en' | 'fr',
  rows: Row[],
  heldOut = false,
): LabelledFile {
  return {
    name,
    template,
    heldOut,
    columns: rows.map(([header, expected, challenge, samples]) => ({
      header,
      expected,
      challenge,
      lang,
      samples: samples ?? S.text,
    })),
  };
}

export const LABELLED_FILES: LabelledFile[] = [
  file('CRM export (Salesforce-like)', 'contacts', 'en', [
    ['Salutation', 'civility', 'synonym', ['Mr', 'Mrs', 'Ms']],
    ['First Name', 'first_name', 'normalized', ['John', 'Mary']],
    ['Last Name', 'last_name', 'normalized', ['Smith', 'Jones']],
    ['E-mail Address', 'email', 'synonym', S.emails],
    ['Mobile Phone', 'phone', 'synonym', S.phonesEn],
    ['Company Name', 'company', 'synonym'],
    ['JobTitle', 'job_title', 'normalized'],
    ['Street Address', 'address', 'synonym'],
    ['Zip', 'postal_code', 'synonym', S.zips],
    ['City', 'city', 'exact'],
    ['Country', 'country', 'exact'],
    ['Date of Birth', 'birth_date', 'word-order', S.datesIso],
    ['Web site', 'website', 'normalized', S.urls],
    ['Email Opt In', 'newsletter', 'synonym', ['true', 'false', 'true']],
    ['Lead Source', null, 'noise', ['Web', 'Trade show']],
    ['Created Date', null, 'noise', S.datesIso],
    ['Account Owner', null, 'noise', ['Jane Roe', 'Bob Lee']],
  ]),
  file('Export fichier clients', 'contacts', 'fr', [
    ['Civilité', 'civility', 'accent', ['M.', 'Mme', 'Mme']],
    ['Prénom', 'first_name', 'synonym', ['Jean', 'Marie']],
    ['Nom', 'last_name', 'synonym', ['Dupont', 'Martin']],
    ['Adresse mail', 'email', 'synonym', S.emails],
    ['Téléphone portable', 'phone', 'synonym', S.phonesFr],
    ['Société', 'company', 'synonym'],
    ['Fonction', 'job_title', 'synonym'],
    ['Adresse postale', 'address', 'synonym'],
    ['Code postal', 'postal_code', 'synonym', S.zips],
    ['Ville', 'city', 'synonym', ['Paris', 'Lyon', 'Bordeaux']],
    ['Pays', 'country', 'synonym', ['France', 'Belgique']],
    ['Date de naissance', 'birth_date', 'synonym', S.datesFr],
    ['Site internet', 'website', 'synonym', S.urls],
    ['Abonné newsletter', 'newsletter', 'synonym', S.bools],
    ['Type de client', 'customer_type', 'word-order', ['prospect', 'customer', 'prospect']],
    ['Commentaires', null, 'noise'],
    ['Date de création', null, 'noise', S.datesFr],
    ['Commercial attitré', null, 'noise', ['Paul', 'Luc']],
  ]),
  file('Saisie manuelle contacts', 'contacts', 'fr', [
    ['prenom', 'first_name', 'accent', ['Jean']],
    ['NOM DE FAMILLE', 'last_name', 'synonym', ['Dupont']],
    ['', 'email', 'values', S.emails],
    ['Tél.', 'phone', 'abbreviation', S.phonesFr],
    ['Entreprise', 'company', 'synonym'],
    ['Adrese', 'address', 'typo'],
    ['CP', 'postal_code', 'abbreviation', S.zips],
    ['Vile', 'city', 'typo', ['Paris']],
    ['né le', 'birth_date', 'synonym', S.datesFr],
    ['Colonne 9', 'website', 'values', S.urls],
    ['Remarques', null, 'noise'],
    ['Source du contact', null, 'noise', ['Salon', 'Site web']],
  ]),
  file('Product feed (marketplace)', 'products', 'en', [
    ['sku', 'sku', 'exact', ['AB-1234', 'AB-1235']],
    ['GTIN', 'ean', 'synonym', S.eans],
    ['Product Title', 'product_name', 'synonym'],
    ['Long description', 'description', 'synonym'],
    ['Manufacturer', 'brand', 'synonym', ['Bosch', 'Philips']],
    ['Product Category', 'category', 'synonym', ['Garden', 'Kitchen', 'Toys']],
    ['Retail Price', 'price', 'synonym', ['12.50', '1299.00', '8.90']],
    ['Tax rate %', 'vat_rate', 'synonym', ['20', '5.5', '20']],
    ['Qty in stock', 'stock', 'abbreviation', S.ints],
    ['Weight (kg)', 'weight', 'normalized', ['0.5', '1.2', '12']],
    ['Image URLs', 'image_url', 'normalized', S.images],
    ['Published', 'active', 'synonym', ['yes', 'no', 'yes']],
    ['Supplier', null, 'noise', ['Acme Ltd']],
    ['Cost price', null, 'noise', ['6.10', '800.00']],
    ['Warehouse', null, 'noise', ['Lyon', 'Lille']],
  ]),
  file('Catalogue fournisseur', 'products', 'fr', [
    ['Réf. article', 'sku', 'abbreviation', ['AB-1234', 'AB-1235']],
    ['Code barre', 'ean', 'synonym', S.eans],
    ['Désignation', 'product_name', 'synonym'],
    ['Libellé', 'description', 'synonym'],
    ['Marque', 'brand', 'synonym', ['Bosch', 'Philips']],
    ['Catégorie', 'category', 'accent', ['Jardin', 'Cuisine']],
    ['Prix de vente', 'price', 'synonym', S.money],
    ['Taux TVA', 'vat_rate', 'synonym', ['20 %', '5,5 %', '20 %']],
    ['Qté stock', 'stock', 'abbreviation', S.ints],
    ['Poids', 'weight', 'synonym', ['0,5 kg', '1,2 kg']],
    ['', 'image_url', 'values', S.images],
    ['Actif', 'active', 'synonym', S.bools],
    ['Marge', null, 'noise', ['35 %', '12 %']],
    ['Fournisseur', null, 'noise', ['Acme SARL']],
    ['Délai de réappro', null, 'noise', ['5 jours']],
  ]),
  file('Orders export (webshop)', 'orders', 'en', [
    ['Order #', 'order_number', 'abbreviation', ['100234', '100235']],
    ['Date Ordered', 'order_date', 'word-order', S.datesIso],
    ['Customer ID', 'customer_number', 'synonym', ['C-0012', 'C-0987']],
    ['Buyer email', 'customer_email', 'synonym', S.emails],
    ['Item SKU', 'sku', 'normalized', ['AB-1234']],
    ['Qty', 'quantity', 'abbreviation', S.ints],
    ['Price per unit', 'unit_price', 'word-order', ['12.50', '8.90']],
    ['Grand total', 'total_amount', 'synonym', ['37.50', '8.90']],
    ['Curency', 'currency', 'typo', ['EUR', 'USD', 'EUR']],
    ['Ship to address', 'shipping_address', 'synonym'],
    ['Delivered on', 'delivery_date', 'synonym', S.datesIso],
    ['Order Status', 'status', 'normalized', ['shipped', 'pending', 'delivered']],
    ['Payment method', null, 'noise', ['card', 'paypal']],
    ['Tracking number', null, 'noise', ['1Z999AA10123456784']],
    ['Coupon code', null, 'noise', ['SPRING10', '']],
  ]),
  file('Commandes ERP', 'orders', 'fr', [
    ['N° de commande', 'order_number', 'synonym', ['CMD-2024-001']],
    ['Date commande', 'order_date', 'word-order', S.datesFr],
    ['Code client', 'customer_number', 'synonym', ['C0012']],
    ['Email client', 'customer_email', 'word-order', S.emails],
    ['Référence', 'sku', 'synonym', ['AB-1234']],
    ['Quantité', 'quantity', 'synonym', S.ints],
    ['Prix unitaire', 'unit_price', 'word-order', S.money],
    ['Montant TTC', 'total_amount', 'synonym', S.money],
    ['Devise', 'currency', 'synonym', ['EUR']],
    ['Adresse de livraison', 'shipping_address', 'word-order'],
    ['Date de livraison prévue', 'delivery_date', 'word-order', S.datesFr],
    ['Etat', 'status', 'synonym', ['pending', 'shipped']],
    ['Mode de paiement', null, 'noise', ['CB', 'Virement']],
    ['Transporteur', null, 'noise', ['Colissimo']],
  ]),
  file('HR export', 'employees', 'en', [
    ['Employee Number', 'employee_id', 'synonym', ['E0012', 'E0013']],
    ['Given name', 'first_name', 'synonym', ['John']],
    ['Surname', 'last_name', 'synonym', ['Smith']],
    ['Work e-mail', 'work_email', 'normalized', S.emails],
    ['Phone number', 'phone', 'synonym', S.phonesEn],
    ['DOB', 'birth_date', 'abbreviation', S.datesIso],
    ['Start date', 'hire_date', 'synonym', S.datesIso],
    ['Position', 'job_title', 'synonym'],
    ['Dept', 'department', 'abbreviation', ['Sales', 'IT']],
    ['Reports to', 'manager', 'synonym', ['Jane Roe']],
    ['Salary (annual)', 'salary', 'word-order', ['42000', '55000']],
    ['Contract', 'contract_type', 'typo', ['CDI', 'CDD']],
    ['Emergency contact', null, 'noise', ['Mary Smith']],
    ['Badge number', null, 'noise', ['B-1234']],
  ]),
  file('Fichier du personnel', 'employees', 'fr', [
    ['Matricule', 'employee_id', 'synonym', ['00012', '00013']],
    ['Prénom', 'first_name', 'synonym', ['Jean']],
    ['Nom', 'last_name', 'synonym', ['Dupont']],
    ['Courriel professionnel', 'work_email', 'synonym', S.emails],
    ['Tel', 'phone', 'abbreviation', S.phonesFr],
    ['Date naiss.', 'birth_date', 'abbreviation', S.datesFr],
    ["Date d'embauche", 'hire_date', 'synonym', S.datesFr],
    ['Intitulé du poste', 'job_title', 'synonym'],
    ['Service', 'department', 'synonym', ['Ventes', 'Informatique']],
    ['Responsable hiérarchique', 'manager', 'synonym', ['Paul Durand']],
    ['Salaire annuel brut', 'salary', 'synonym', ['42 000', '55 000']],
    ['col_12', 'contract_type', 'values', ['CDI', 'CDD', 'CDI']],
    ['N° sécurité sociale', null, 'noise', ['1 85 03 75 123 456 78']],
    ['IBAN', null, 'noise', ['FR76 3000 6000 0112 3456 7890 189']],
  ]),
  file(
    'Newsletter sign-ups',
    'contacts',
    'en',
    [
      ['Title', 'civility', 'synonym', ['Mrs', 'Mr']],
      ['firstName', 'first_name', 'normalized', ['Anna']],
      ['lastName', 'last_name', 'normalized', ['Lee']],
      ['Email address', 'email', 'synonym', S.emails],
      ['Telephone no.', 'phone', 'abbreviation', S.phonesEn],
      ['Organisation', 'company', 'synonym'],
      ['Postcode', 'postal_code', 'synonym', ['SW1A 1AA', 'EC1A 1BB']],
      ['Town', 'city', 'synonym', ['London']],
      ['Birthday', 'birth_date', 'synonym', S.datesIso],
      ['Subscribed?', 'newsletter', 'synonym', ['yes', 'no']],
      ['Signup IP', null, 'noise', ['192.168.1.4']],
      ['Referrer', null, 'noise', S.urls],
    ],
    true,
  ),
  file(
    'Import boutique en ligne',
    'products',
    'fr',
    [
      ['Code article', 'sku', 'synonym', ['AB-1234']],
      ['EAN13', 'ean', 'normalized', S.eans],
      ['Nom du produit', 'product_name', 'synonym'],
      ['Descriptif', 'description', 'synonym'],
      ['Fabricant', 'brand', 'synonym'],
      ['Famille', 'category', 'synonym', ['Jardin']],
      ['Prix TTC', 'price', 'synonym', S.money],
      ['TVA', 'vat_rate', 'synonym', ['20', '5,5']],
      ['Stock disponible', 'stock', 'synonym', S.ints],
      ['Photo', 'image_url', 'synonym', S.images],
      ['En ligne', 'active', 'synonym', S.bools],
      ["Prix d'achat", null, 'noise', S.money],
      ['Emplacement', null, 'noise', ['A-12']],
    ],
    true,
  ),
  file(
    'Order lines (3PL)',
    'orders',
    'en',
    [
      ['PO Number', 'order_number', 'synonym', ['PO-88812']],
      ['Order Dt', 'order_date', 'abbreviation', S.datesIso],
      ['Cust. No', 'customer_number', 'abbreviation', ['C-0012']],
      ['Customer E-mail', 'customer_email', 'normalized', S.emails],
      ['Product code', 'sku', 'synonym', ['AB-1234']],
      ['Quantity ordered', 'quantity', 'word-order', S.ints],
      ['Unit Cost', null, 'noise', ['6.10']],
      ['Line total', null, 'noise', ['37.50']],
      ['Ccy', 'currency', 'abbreviation', ['EUR', 'GBP']],
      ['Delivery address', 'shipping_address', 'synonym'],
      ['Ship date', 'delivery_date', 'synonym', S.datesIso],
      ['', 'status', 'values', ['shipped', 'delivered', 'pending']],
      ['Carrier', null, 'noise', ['UPS']],
    ],
    true,
  ),
  file(
    'Extraction paie',
    'employees',
    'fr',
    [
      ['Identifiant salarié', 'employee_id', 'synonym', ['E0012']],
      ['Prenom', 'first_name', 'accent', ['Jean']],
      ['Nom de famille', 'last_name', 'synonym', ['Dupont']],
      ['Mail pro', 'work_email', 'synonym', S.emails],
      ['Portable', 'phone', 'synonym', S.phonesFr],
      ['Date de naissance', 'birth_date', 'synonym', S.datesFr],
      ["Date d'entrée", 'hire_date', 'synonym', S.datesFr],
      ['Poste occupé', 'job_title', 'word-order'],
      ['Département', 'department', 'accent', ['Ventes']],
      ['Manager', 'manager', 'exact', ['Paul Durand']],
      ['Rémunération', 'salary', 'synonym', ['42 000']],
      ['Type de contrat', 'contract_type', 'synonym', ['CDI', 'CDD']],
      ['Mutuelle', null, 'noise', ['oui', 'non']],
      ['Adresse personnelle', null, 'noise'],
    ],
    true,
  ),
  file(
    'Hand-typed lead list',
    'contacts',
    'en',
    [
      ['Frist name', 'first_name', 'typo', ['Anna']],
      ['Lastname', 'last_name', 'normalized', ['Lee']],
      ['Emial', 'email', 'typo', S.emails],
      ['Phnoe number', 'phone', 'typo', S.phonesEn],
      ['Compnay', 'company', 'typo'],
      ['Adress line 1', 'address', 'typo'],
      ['Zip cod', 'postal_code', 'typo', S.zips],
      ['Citiy', 'city', 'typo', ['Boston']],
      ['Contry', 'country', 'typo', ['USA']],
      ['Birth dte', 'birth_date', 'typo', S.datesIso],
      ['Webiste', 'website', 'typo', S.urls],
      ['Newsleter', 'newsletter', 'typo', ['yes', 'no']],
      ['Type (customer)', 'customer_type', 'word-order', ['partner', 'prospect']],
      ['Notes', null, 'noise'],
      ['Last contacted', null, 'noise', S.datesIso],
    ],
    true,
  ),
  // Headers written exactly as the columns' names must always be matched, however little their
  // words say.
  file('Sheet with letter headers', 'sheet', 'en', [
    ['a', 'a', 'exact', S.ints],
    ['b', 'b', 'exact', S.text],
    ['c', 'c', 'exact', S.ints],
    ['col_1', 'col_1', 'exact', S.text],
  ]),
  file('Test file named after its checks', 'checks', 'en', [
    ['key', 'key', 'exact', ['k1', 'k2']],
    ['check_ean', 'check_ean', 'exact', S.eans],
    ['json_array_length_equals', 'json_array_length_equals', 'exact', ['[1,2]', '[]']],
    ['t_number', 't_number', 'exact', S.ints],
    ['t_email', 't_email', 'exact', S.emails],
    ['t_url', 't_url', 'exact', S.urls],
    ['t_date', 't_date', 'exact', S.datesIso],
    ['t_json', 't_json', 'exact', ['{"a":1}', '[]']],
    ['t_required', 't_required', 'exact', ['x', 'y']],
    ['is_specific_value', 'is_specific_value', 'exact', ['yes', 'no']],
  ]),
];
