import type { ValueKind } from './sniff.ts';

/**
 * The en/fr synonym dictionary. A concept is a meaning; its phrases are the ways headers say it.
 * Phrases go through foldHeader like headers do, so write them naturally ("date de naissance").
 * A phrase starting with "=" counts only when it is the whole header: alone, "Nom" on a French
 * form is the last name, but in "Nom du produit" it is just "name".
 * Word concepts (customer, order, number…) compose: "N° de commande" and "order_no" both become
 * {order, number}. Multi-word phrases win over words (longest match first).
 */
export interface Concept {
  /** Stable identifier, used as a token "#id" after canonicalization. */
  id: string;
  /** English words for explanations ("first name"). */
  label: string;
  /** What the values of such a column look like, when that is telling. */
  kind?: ValueKind;
  en: string[];
  fr: string[];
}

// biome-ignore format: one concept per line reads as a dictionary
export const CONCEPTS: readonly Concept[] = [
  { id: 'first_name', label: 'first name', en: ['first name', 'given name', 'forename'], fr: ['prénom', 'prenom usuel'] },
  { id: 'last_name', label: 'last name', en: ['last name', 'surname', 'family name'], fr: ['nom de famille', 'nom patronymique', '=nom'] },
  { id: 'full_name', label: 'full name', en: ['full name', 'contact name', '=name'], fr: ['nom complet', 'nom et prénom', 'prénom et nom', '=nom prénom', '=prénom nom'] },
  { id: 'email', label: 'e-mail', kind: 'email', en: ['email', 'mail', 'email address', 'mail address', 'electronic mail'], fr: ['courriel', 'adresse email', 'adresse mail', 'adresse électronique', 'mél'] },
  { id: 'phone', label: 'phone', kind: 'phone', en: ['phone', 'phone number', 'telephone', 'telephone number', 'mobile', 'mobile phone', 'cell', 'cell phone', 'cellphone'], fr: ['téléphone', 'numéro de téléphone', 'portable', 'gsm', 'numéro de portable', 'numéro mobile'] },
  { id: 'postal_code', label: 'postal code', kind: 'postal_code', en: ['zip', 'zip code', 'postal code', 'postcode', 'post code'], fr: ['code postal'] },
  { id: 'city', label: 'city', en: ['city', 'town'], fr: ['ville', 'localité', 'commune'] },
  { id: 'country', label: 'country', en: ['country', 'country code'], fr: ['pays', 'code pays'] },
  { id: 'address', label: 'address', en: ['address', 'street', 'street address', 'address line'], fr: ['adresse', 'rue', 'adresse postale', 'voie'] },
  { id: 'birth_date', label: 'birth date', kind: 'date', en: ['birth date', 'date of birth', 'birthday', 'born on'], fr: ['date de naissance', 'né le', 'anniversaire'] },
  { id: 'company', label: 'company', en: ['company', 'company name', 'organization', 'organisation', 'business name', 'firm', 'employer'], fr: ['société', 'entreprise', 'raison sociale', 'nom de la société', "nom de l'entreprise", 'établissement'] },
  { id: 'job_title', label: 'job title', en: ['job title', 'position', 'job', 'role', 'occupation'], fr: ['poste', 'fonction', 'intitulé du poste', 'métier'] },
  { id: 'website', label: 'website', kind: 'url', en: ['website', 'web site', 'homepage', 'url', 'web'], fr: ['site web', 'site internet', 'site'] },
  { id: 'newsletter', label: 'newsletter consent', kind: 'boolean', en: ['newsletter', 'opt in', 'optin', 'subscribed', 'marketing consent'], fr: ['abonné newsletter', 'consentement', 'inscrit newsletter'] },
  { id: 'civility', label: 'civility', en: ['salutation', 'civility', 'honorific', 'title'], fr: ['civilité', 'titre'] },
  { id: 'price', label: 'price', kind: 'number', en: ['price', 'selling price', 'retail price'], fr: ['prix', 'tarif', 'prix de vente'] },
  { id: 'quantity', label: 'quantity', kind: 'number', en: ['quantity', 'count', 'pieces'], fr: ['quantité', 'nombre', 'pièces'] },
  { id: 'stock', label: 'stock', kind: 'number', en: ['stock', 'inventory', 'on hand', 'stock level'], fr: ['stock', 'inventaire', 'disponible'] },
  { id: 'sku', label: 'SKU', en: ['sku', 'reference', 'item code', 'product code', 'article number', 'part number'], fr: ['référence', 'code article', 'code produit', 'réf article'] },
  { id: 'ean', label: 'barcode (EAN)', kind: 'ean', en: ['ean', 'ean13', 'ean 13', 'gtin', 'barcode', 'bar code', 'upc'], fr: ['code barre', 'code barres', 'code ean', 'gencod'] },
  { id: 'description', label: 'description', en: ['description', 'details', 'long description'], fr: ['libellé', 'descriptif', 'description longue'] },
  { id: 'product_name', label: 'product name', en: ['product name', 'item name', 'product title'], fr: ['désignation', 'nom du produit', "nom de l'article", 'intitulé'] },
  { id: 'brand', label: 'brand', en: ['brand', 'manufacturer', 'make'], fr: ['marque', 'fabricant'] },
  { id: 'category', label: 'category', en: ['category', 'product category', 'product type'], fr: ['catégorie', 'famille', 'rayon', 'famille produit'] },
  { id: 'weight', label: 'weight', kind: 'number', en: ['weight', 'net weight'], fr: ['poids', 'poids net'] },
  { id: 'image', label: 'image', kind: 'url', en: ['image', 'image url', 'picture', 'photo', 'photo url'], fr: ['visuel', 'illustration', 'lien image'] },
  { id: 'active', label: 'active', kind: 'boolean', en: ['active', 'enabled', 'published', 'online', 'visible'], fr: ['actif', 'en ligne', 'publié', 'activé'] },
  { id: 'amount', label: 'amount', kind: 'number', en: ['amount', 'total amount', 'grand total'], fr: ['montant', 'montant total'] },
  { id: 'vat', label: 'VAT', en: ['vat', 'tax', 'sales tax'], fr: ['tva', 'taxe'] },
  { id: 'currency', label: 'currency', en: ['currency', 'currency code'], fr: ['devise', 'monnaie'] },
  { id: 'status', label: 'status', en: ['status', 'state'], fr: ['statut', 'état'] },
  { id: 'department', label: 'department', en: ['department', 'team', 'division'], fr: ['service', 'département', 'équipe'] },
  { id: 'salary', label: 'salary', kind: 'number', en: ['salary', 'wage', 'pay', 'gross salary', 'annual salary'], fr: ['salaire', 'rémunération', 'salaire brut', 'salaire annuel'] },
  { id: 'hire_date', label: 'hire date', kind: 'date', en: ['hire date', 'start date', 'hired on', 'date hired', 'employment date'], fr: ["date d'embauche", "date d'entrée", 'embauché le', "date d'arrivée"] },
  { id: 'manager', label: 'manager', en: ['manager', 'supervisor', 'line manager', 'reports to'], fr: ['responsable', 'manager', 'supérieur hiérarchique', 'n+1'] },
  { id: 'employee_id', label: 'employee number', en: ['employee id', 'employee number', 'staff id', 'staff number', 'payroll number'], fr: ['matricule', 'numéro de salarié', 'id salarié', 'numéro employé'] },
  { id: 'delivery_date', label: 'delivery date', kind: 'date', en: ['delivery date', 'delivered on', 'ship date', 'shipping date', 'shipped on'], fr: ['date de livraison', 'livré le', "date d'expédition", 'expédié le'] },
  { id: 'work', label: 'work', en: ['work', 'business', 'professional', 'office'], fr: ['professionnel', 'pro', 'travail', 'bureau'] },
  { id: 'delivery', label: 'delivery', en: ['delivery', 'shipping', 'ship'], fr: ['livraison', 'expédition'] },
  { id: 'billing', label: 'billing', en: ['billing', 'invoice', 'bill'], fr: ['facturation', 'facture'] },
  { id: 'customer', label: 'customer', en: ['customer', 'client', 'buyer'], fr: ['client', 'acheteur'] },
  { id: 'order', label: 'order', en: ['order', 'purchase order', 'po'], fr: ['commande', 'bon de commande'] },
  { id: 'product', label: 'product', en: ['product', 'item', 'article'], fr: ['produit', 'article'] },
  { id: 'number', label: 'number', en: ['number', 'identifier', 'id', 'code'], fr: ['numéro', 'identifiant', 'code'] },
  { id: 'name', label: 'name', en: ['name'], fr: ['nom'] },
  { id: 'date', label: 'date', kind: 'date', en: ['date', 'day'], fr: ['date', 'jour'] },
  { id: 'unit', label: 'unit', en: ['unit', 'each'], fr: ['unitaire', 'unité'] },
  { id: 'total', label: 'total', en: ['total', 'sum'], fr: ['total', 'somme'] },
  { id: 'rate', label: 'rate', en: ['rate', 'percent', 'percentage'], fr: ['taux', 'pourcentage'] },
  { id: 'type', label: 'type', en: ['type', 'kind'], fr: ['type', 'genre'] },
  { id: 'employee', label: 'employee', en: ['employee', 'staff', 'worker'], fr: ['salarié', 'employé', 'collaborateur'] },
];
