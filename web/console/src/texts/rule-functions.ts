/**
 * The validation functions in French: what each checks (the catalog's `description`), the
 * sentence a constraint is listed as (its `default_label`, with the same `@argument` placeholders)
 * and what each argument is. English comes from `GET /constraint-functions` itself; a function or
 * argument missing here is shown in the catalog's English.
 */
export interface FunctionTextsFr {
  description: string;
  sentence: string;
  /** The catalog's `arguments[].description`, by argument name. */
  arguments?: Record<string, string>;
}

export const RULE_FUNCTIONS_FR: Record<string, FunctionTextsFr> = {
  begin_by: {
    description: 'La valeur commence par le préfixe donné.',
    sentence: 'La valeur doit commencer par @prefix',
    arguments: {
      prefix: 'Texte par lequel la valeur doit commencer.',
    },
  },
  check_ean: {
    description: 'La valeur est un code EAN à 13 chiffres dont la clé de contrôle est juste.',
    sentence: 'La valeur doit être un code EAN-13 valide',
  },
  contains: {
    description: 'La valeur contient le texte donné.',
    sentence: 'La valeur doit contenir @text',
    arguments: {
      text: 'Texte que la valeur doit contenir.',
    },
  },
  date_after: {
    description: 'La valeur est une date postérieure à celle donnée.',
    sentence: 'La date doit être après le @min',
    arguments: {
      min: 'Date que la valeur doit suivre (exclue) : AAAA-MM-JJ, AAAA-MM-JJTHH:mm:ss ou today.',
    },
  },
  date_after_equals: {
    description: 'La valeur est une date égale ou postérieure à celle donnée.',
    sentence: 'La date doit être le @min ou après',
    arguments: {
      min: 'Première date permise (incluse) : AAAA-MM-JJ, AAAA-MM-JJTHH:mm:ss ou today.',
    },
  },
  date_before: {
    description: 'La valeur est une date antérieure à celle donnée.',
    sentence: 'La date doit être avant le @max',
    arguments: {
      max: 'Date que la valeur doit précéder (exclue) : AAAA-MM-JJ, AAAA-MM-JJTHH:mm:ss ou today.',
    },
  },
  date_before_equals: {
    description: 'La valeur est une date égale ou antérieure à celle donnée.',
    sentence: 'La date doit être le @max ou avant',
    arguments: {
      max: 'Dernière date permise (incluse) : AAAA-MM-JJ, AAAA-MM-JJTHH:mm:ss ou today.',
    },
  },
  date_between: {
    description: 'La valeur est une date entre min et max, bornes comprises.',
    sentence: 'La date doit être entre le @min et le @max',
    arguments: {
      min: 'Première date permise : AAAA-MM-JJ ou today.',
      max: 'Dernière date permise : AAAA-MM-JJ ou today.',
    },
  },
  ends_by: {
    description: 'La valeur finit par le suffixe donné.',
    sentence: 'La valeur doit finir par @suffix',
    arguments: {
      suffix: 'Texte par lequel la valeur doit finir.',
    },
  },
  equal_to: {
    description: 'La valeur est un nombre égal à celui attendu.',
    sentence: 'La valeur doit être égale à @expected',
    arguments: {
      expected: 'Le nombre attendu ; 1.50 est égal à 1.5.',
    },
  },
  greater_or_equal_to: {
    description: 'La valeur est un nombre supérieur ou égal à la limite.',
    sentence: 'La valeur doit être supérieure ou égale à @limit',
    arguments: {
      limit: 'La limite, incluse.',
    },
  },
  greater_than: {
    description: 'La valeur est un nombre supérieur à la limite.',
    sentence: 'La valeur doit être supérieure à @limit',
    arguments: {
      limit: 'La limite, exclue.',
    },
  },
  is_between: {
    description: 'La valeur est un nombre entre low et high, bornes comprises.',
    sentence: 'La valeur doit être entre @low et @high',
    arguments: {
      low: 'Plus petit nombre permis.',
      high: 'Plus grand nombre permis.',
    },
  },
  is_date_position: {
    description: 'La valeur est une date dans le passé ou dans le futur.',
    sentence: 'La date doit être dans le @position (PAST : passé, FUTURE : futur)',
    arguments: {
      position: 'PAST (passé) ou FUTURE (futur), par rapport au moment de la vérification.',
    },
  },
  is_filled_if_other_value_in: {
    description: 'La valeur est remplie quand une autre colonne contient l’une des valeurs listées.',
    sentence: 'La valeur est obligatoire quand @other_column vaut l’une de ces valeurs : @values',
    arguments: {
      other_column: 'La colonne à regarder, sous la forme #(nom).',
      values: 'Valeurs de l’autre colonne, séparées par des virgules, qui rendent celle-ci obligatoire.',
    },
  },
  is_lower: {
    description: 'Chaque lettre de la valeur est en minuscule.',
    sentence: 'La valeur doit être en minuscules',
  },
  is_number: {
    description: 'La valeur est un nombre décimal.',
    sentence: 'La valeur doit être un nombre',
  },
  is_positive_number: {
    description: 'La valeur est un nombre supérieur à zéro.',
    sentence: 'La valeur doit être un nombre positif',
  },
  is_specific_value: {
    description: 'La valeur est l’une des valeurs permises.',
    sentence: 'La valeur doit être l’une de ces valeurs : @values',
    arguments: {
      values: 'Valeurs permises, séparées par des virgules.',
    },
  },
  is_unique_key: {
    description: 'La combinaison de la valeur et des autres colonnes listées n’apparaît que sur une ligne.',
    sentence: 'La combinaison de cette valeur avec @columns doit être unique',
    arguments: {
      columns: 'Jusqu’à cinq autres colonnes de la clé, sous la forme #(a), #(b).',
    },
  },
  is_upper: {
    description: 'Chaque lettre de la valeur est en majuscule.',
    sentence: 'La valeur doit être en majuscules',
  },
  is_valid_postal_code: {
    description: 'La valeur est un code postal valable pour le pays.',
    sentence: 'La valeur doit être un code postal valable pour @country',
    arguments: {
      country: 'Code pays ISO 3166 alpha-2, comme FR, ou la #(colonne) qui le contient.',
    },
  },
  is_working_hour: {
    description: 'La vérification a lieu quand l’horloge du serveur est dans les heures données.',
    sentence: 'Les données ne sont acceptées qu’entre @start h 00 et @end h 59',
    arguments: {
      start: 'Première heure de la plage, de 0 à 23, incluse.',
      end: 'Dernière heure de la plage, de 0 à 23, incluse.',
    },
  },
  json_array_length_equals: {
    description: 'La valeur JSON contient une liste d’exactement le nombre d’éléments donné.',
    sentence: 'La liste doit avoir exactement @count éléments',
    arguments: {
      count: 'Nombre exact d’éléments.',
      path: 'Où se trouve la liste, depuis la racine, comme items ou order.lines[0].taxes.',
    },
  },
  json_contains: {
    description: 'La valeur JSON a quelque chose au chemin donné.',
    sentence: 'La valeur doit contenir @path',
    arguments: {
      path: 'Chemin depuis la racine, comme customer.address.city.',
    },
  },
  length_between: {
    description: 'La valeur a entre min et max caractères, bornes comprises.',
    sentence: 'La valeur doit avoir entre @min et @max caractères',
    arguments: {
      min: 'Nombre minimal de caractères.',
      max: 'Nombre maximal de caractères.',
    },
  },
  length_equal_to: {
    description: 'La valeur a exactement le nombre de caractères donné.',
    sentence: 'La valeur doit avoir exactement @length caractères',
    arguments: {
      length: 'Nombre exact de caractères.',
    },
  },
  length_is_maximum: {
    description: 'La valeur a au plus le nombre de caractères donné.',
    sentence: 'La valeur doit avoir au plus @max caractères',
    arguments: {
      max: 'Nombre maximal de caractères.',
    },
  },
  length_is_minimum: {
    description: 'La valeur a au moins le nombre de caractères donné.',
    sentence: 'La valeur doit avoir au moins @min caractères',
    arguments: {
      min: 'Nombre minimal de caractères.',
    },
  },
  less_or_equal_to: {
    description: 'La valeur est un nombre inférieur ou égal à la limite.',
    sentence: 'La valeur doit être inférieure ou égale à @limit',
    arguments: {
      limit: 'La limite, incluse.',
    },
  },
  less_than: {
    description: 'La valeur est un nombre inférieur à la limite.',
    sentence: 'La valeur doit être inférieure à @limit',
    arguments: {
      limit: 'La limite, exclue.',
    },
  },
  lookup: {
    description:
      'La valeur se trouve dans une autre colonne du fichier, sur une ligne qui remplit les conditions.',
    sentence: 'La valeur doit se trouver dans @expected',
    arguments: {
      expected: 'La colonne où la valeur est cherchée, sous la forme #(nom).',
      conditions:
        'Conditions sur la ligne trouvée : #(col)=valeur ou #(col)=!(col de la ligne en cours), séparées par des virgules.',
    },
  },
  match_pattern: {
    description: 'Toute la valeur suit un modèle à jokers où * remplace du texte et ? un caractère.',
    sentence: 'La valeur doit suivre le modèle @pattern',
    arguments: {
      pattern: 'Modèle comme FR-????-* ; les autres caractères sont pris tels quels.',
    },
  },
  matches_regex: {
    description: 'La valeur correspond à une expression régulière (syntaxe RE2).',
    sentence: 'La valeur doit correspondre à l’expression régulière @regex',
    arguments: {
      regex: 'Expression régulière, comme ^[A-Z]{2}\\d+$.',
    },
  },
  must_be_empty: {
    description: 'La valeur est vide.',
    sentence: 'La valeur doit être vide',
  },
  no_html_tags: {
    description: 'La valeur ne contient aucune balise HTML hors celles permises.',
    sentence: 'La valeur ne doit pas contenir de balises HTML',
    arguments: {
      allowed_tags: 'Noms des balises acceptées, séparés par des virgules, comme b, i, br.',
    },
  },
  no_line_breaks: {
    description: 'La valeur ne contient aucun retour à la ligne.',
    sentence: 'La valeur ne doit pas contenir de retours à la ligne',
  },
  not_begin_by: {
    description: 'La valeur ne commence pas par le préfixe donné.',
    sentence: 'La valeur ne doit pas commencer par @prefix',
    arguments: {
      prefix: 'Texte par lequel la valeur ne doit pas commencer.',
    },
  },
  not_contains: {
    description: 'La valeur ne contient pas le texte donné.',
    sentence: 'La valeur ne doit pas contenir @text',
    arguments: {
      text: 'Texte que la valeur ne doit pas contenir.',
    },
  },
  not_ends_by: {
    description: 'La valeur ne finit pas par le suffixe donné.',
    sentence: 'La valeur ne doit pas finir par @suffix',
    arguments: {
      suffix: 'Texte par lequel la valeur ne doit pas finir.',
    },
  },
};
