/**
 * Translated error messages (en default, fr). English messages come from the error itself, which
 * is the most precise; French ones from this table, falling back to English when a key is absent.
 */

const FR: Record<string, string> = {
  'exception.bad_request': 'La requête est invalide : {detail}',
  'exception.invalid_json': "Le corps de la requête n'est pas un JSON valide.",
  'exception.body_required': "Cette requête attend un corps JSON : aucun n'a été envoyé.",
  'exception.unauthorized': "Un jeton d'accès valide est requis.",
  'exception.bad_token': "Le jeton d'accès est inconnu ou révoqué.",
  'exception.token_expired': "Le jeton d'accès a expiré ; renouvelez-le avec le jeton de rafraîchissement.",
  'exception.bad_credentials': "L'e-mail ou le mot de passe est incorrect.",
  'exception.bad_refresh_token': 'Le jeton de rafraîchissement est invalide ou expiré.',
  'exception.refresh_reused':
    'Ce jeton de rafraîchissement a déjà été utilisé ; sa session a été fermée par sécurité.',
  'exception.forbidden': "Vous n'êtes pas autorisé à faire ceci.",
  'exception.metrics_token': 'Ces métriques demandent le jeton porteur défini dans FERRY_METRICS_TOKEN.',
  'exception.metrics_loopback':
    'Les métriques ne répondent que sur cette machine ; définissez FERRY_METRICS_TOKEN pour les lire ailleurs.',
  'exception.audit_forbidden':
    "Seuls les propriétaires et les administrateurs consultent le journal d'audit.",
  'exception.audit_filter':
    "Le filtre `{field}` du journal d'audit est invalide : consultez la documentation de GET /audit-log pour la forme attendue.",
  'exception.audit_range': 'La date `from` ne doit pas être postérieure à `to`.',
  'exception.reset_throttled':
    'Trop de liens de réinitialisation ont été demandés pour cet e-mail ; réessayez dans {seconds} secondes.',
  'exception.member_read_only':
    'Les membres consultent, déposent, vérifient et envoient des fichiers et lancent les flux ; modifier la configuration demande un administrateur ou un propriétaire.',
  'exception.api_key_not_allowed':
    'Une clé d’API ne peut pas faire ceci : une clé divulguée pourrait laisser derrière elle ce qu’elle a créé après sa révocation. Connectez-vous en tant que propriétaire ou administrateur.',
  'exception.not_found': 'Ressource introuvable : {resource}.',
  'exception.violation': 'Certaines valeurs sont invalides.',
  'exception.permission': "Votre offre n'inclut pas cette fonctionnalité ({name}).",
  'exception.limitation': 'La limite {name} de votre offre est atteinte.',
  'exception.too_large': 'Le fichier dépasse la taille autorisée de {limit} octets{limit_setting}.',
  'exception.rate_limited': 'Trop de requêtes ; réessayez dans {seconds} secondes.',
  'exception.login_throttled':
    'Trop de connexions échouées pour ce compte ; réessayez dans {seconds} secondes.',
  'exception.account_throttled':
    "Trop de connexions échouées pour ce compte depuis des adresses qui ne s'y sont jamais connectées ; réessayez dans {seconds} secondes, ou depuis un appareil qui s'est déjà connecté.",
  'exception.bad_code':
    "Ce code n'est pas valable : il est faux, a déjà servi ou a été remplacé par un plus récent, ou a expiré (un code dure 10 minutes et permet 5 essais). Demandez un nouveau code.",
  'exception.code_throttled':
    'Trop de codes ont été demandés pour cet e-mail ; réessayez dans {seconds} secondes.',
  'exception.embed_signature':
    "Cette connexion intégrée n'a pas pu être vérifiée : sa signature ne correspond pas. Signez subdomain, external_id, timestamp et template_handle (et le nonce si vous en envoyez un), un par ligne, avec le secret d'intégration actuel de l'organisation.",
  'exception.embed_expired':
    'Cette connexion intégrée a été signée il y a plus de 5 minutes ; signez-en une nouvelle pour chaque connexion.',
  'exception.embed_ahead':
    "L'horodatage de cette connexion intégrée a plus d'une minute d'avance sur l'horloge du serveur : ce doit être l'heure Unix actuelle en secondes (pas en millisecondes), d'une horloge à l'heure.",
  'exception.embed_reused':
    'Cette connexion intégrée a déjà servi : signez-en une nouvelle pour chaque connexion (envoyez un nonce pour signer plusieurs connexions d’un même utilisateur dans la même seconde).',
  'exception.embed_template':
    "Le modèle pour lequel cette connexion a été signée n'existe pas ou n'est pas ouvert à ce client.",
  'exception.embed_trial':
    "Cet identifiant externe est celui du client d'essai de l'organisation, réservé à « Essayer » dans la console : signez des connexions pour les identifiants de vos propres utilisateurs.",
  'exception.reset_unknown':
    "Ce lien de réinitialisation du mot de passe n'est pas valable : il est mal recopié, ou un lien plus récent l'a remplacé. Demandez-en un nouveau.",
  'exception.reset_expired':
    'Ce lien de réinitialisation du mot de passe a expiré : un lien fonctionne 60 minutes. Demandez-en un nouveau.',
  'exception.reset_used':
    'Ce lien de réinitialisation du mot de passe a déjà servi. Demandez-en un nouveau pour changer encore le mot de passe.',
  'exception.nul_character':
    "Une valeur de la requête ({name}) contient un caractère NUL, qui n'est pas accepté.",
  'exception.hidden_columns_named':
    'Le format personnalisé du fichier cible écrit des colonnes que seul le destinataire voit ({columns}) : il ne peut pas être fourni sans elles. Demandez le fichier au destinataire.',
  'exception.hidden_columns_uncut':
    'Le fichier cible contient des colonnes que seul le destinataire voit et ne peut pas être réécrit sans elles : {reason}',
  'exception.engine_limit':
    "Le traitement a été arrêté : il dépassait la limite de temps ou de mémoire d'une étape. Essayez un fichier plus petit ou des règles plus simples.",
  'exception.cell_too_long':
    'Ligne {row}, colonne {column} : une cellule contient au plus {limit} caractères ; cette modification lui en donnerait {length}. Rien n’a été modifié.',
  'exception.replace_too_large':
    'Ce remplacement ajouterait plus de {limit} caractères au fichier (atteints à la ligne {row}) ; remplacez dans moins de colonnes ou des cellules entières seulement. Rien n’a été modifié.',
  'exception.replace_running':
    'Un rechercher-remplacer est en cours sur ces données ({rows_read} lignes lues sur {rows_total}) : attendez qu’il se termine, puis envoyez de nouveau la requête.',
  'exception.internal': 'Une erreur interne est survenue. Référence : {request_id}.',
  'exception.parameter_too_long':
    "Une valeur du chemin de l'URL est trop longue : {limit} caractères au plus sont acceptés.",
  'exception.field_after_file':
    "Le champ « {name} » a été envoyé après le fichier : envoyez tous les champs texte avant « file », qui est lu au fil de l'envoi.",
  'exception.replay_source_gone':
    "Le fichier source de cet envoi n'est plus conservé : il ne peut pas être rejoué.",
  'exception.replay_template_gone': 'Le modèle de cet envoi a été supprimé : il ne peut pas être rejoué.',
  'exception.delivery_not_failed':
    'Seule une livraison en échec peut être renvoyée : celle-ci est en cours ou a été reçue.',
  'exception.bad_cursor':
    "Ce curseur n'est pas un de ceux que donne cette liste : renvoyez next_cursor tel que reçu, ou omettez cursor pour repartir des plus récents.",
  'exception.bad_instant':
    '{name} doit être une date ou un instant ISO 8601, par exemple 2026-03-01 ou 2026-03-01T09:30:00Z.',
  'exception.bad_period': 'from doit précéder to.',
  'exception.bad_status': 'status doit valoir {values}.',
  'exception.bad_step_status':
    "status doit valoir {values}, ou un nom d'étape comme matched ou transforming.",
  'exception.bad_uuid': '{name} doit être un UUID.',
  'exception.page_and_cursor':
    'Envoyez page ou cursor, pas les deux : cursor reprend après la ligne qu’il désigne, page compte depuis les plus récents.',
  'exception.usage_days': 'Le paramètre days doit être un nombre entier de jours, de 1 à {max}.',
  'exception.bad_url': "Le chemin de l'URL n'est pas correctement encodé (encodage en pourcentage).",
};

const EN: Record<string, string> = {
  'exception.violation': 'Some values are not valid.',
  'exception.rate_limited': 'Too many requests; try again in {seconds} seconds.',
  'exception.cell_too_long':
    'Row {row}, column {column}: a cell holds at most {limit} characters; this would make it {length}. Nothing was changed.',
  'exception.replace_too_large':
    'This replace would add more than {limit} characters to the file (reached at row {row}); replace in fewer columns or whole cells only. Nothing was changed.',
  'exception.internal': 'An internal error occurred. Reference: {request_id}.',
};

export type Language = 'en' | 'fr';

function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

/** The message for a code in a language; `english` is the precise English message when known. */
export function translate(
  code: string,
  language: Language,
  params: Record<string, string | number>,
  english?: string,
): string {
  if (language === 'fr' && FR[code]) return fill(FR[code], params);
  if (EN[code]) return fill(EN[code], params);
  return english ?? fill(FR[code] ?? code, params);
}

/** Picks en or fr from an Accept-Language header, then the user's language, then en. */
export function pickLanguage(acceptLanguage: string | undefined, userLanguage?: string): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((r) => r.trim().startsWith('q='));
      return { tag: tag.toLowerCase().slice(0, 2), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((l) => (l.tag === 'fr' || l.tag === 'en') && l.q > 0)
    .sort((a, b) => b.q - a.q);
  if (ranked[0]) return ranked[0].tag as Language;
  return userLanguage === 'fr' ? 'fr' : 'en';
}
