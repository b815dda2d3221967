/** Texts of the organisation's page: profile and importer preview, embedding, the embed secret, facts. */
import { area } from './area.ts';

export const ORGANISATION = area(
  {
    'organisation.title': 'Organisation',
    'organisation.intro': 'How your customers see you in the importer, and how your own app embeds it.',
    'organisation.readOnly':
      'Only owners and admins change these settings. You can read them, and copy the embed snippet.',
    'organisation.profile': 'Name and look',
    'organisation.profileIntro': 'Shown to your customers at the top of the importer and in e-mails.',
    'organisation.name': 'Name',
    'organisation.nameHint': 'At most 255 characters.',
    'organisation.logo': 'Logo URL',
    'organisation.logoHint':
      'An https:// address of an image, shown 32 pixels high. Leave empty for your initial.',
    'organisation.color': 'Brand colour',
    'organisation.colorPicker': 'Pick the brand colour',
    'organisation.colorHint':
      'Written #rrggbb. Buttons and the current step take it; text on it stays readable.',
    'organisation.colorReset': 'Use Ferry’s colour',
    'organisation.save': 'Save',
    'organisation.saving': 'Saving…',
    'organisation.preview.caption': 'Preview of the importer as your customers will see it.',
    'organisation.preview.template': 'Contacts',
    'organisation.preview.step': 'Upload',
    'organisation.preview.title': 'Upload your file',
    'organisation.preview.drop': 'Drag and drop your file here',
    'organisation.preview.pick': 'Choose a file',
    'organisation.preview.footer': 'Secured by Ferry',
    'organisation.embed': 'Embedding in your app',
    'organisation.embedIntro':
      'Your app can show the importer in its own pages: your server signs the customer’s login with the embed secret.',
    'organisation.origins': 'Sites allowed to embed the importer',
    'organisation.originsIntro':
      'The importer opens in a frame only on these origins; every other site is refused. Write https://host or https://host:port, without a path.',
    'organisation.origins.none': 'No site yet: the importer cannot be embedded anywhere.',
    'organisation.origins.add': 'Origin to add',
    'organisation.origins.addButton': 'Add',
    'organisation.origins.remove': 'Remove',
    'organisation.origins.removeOne': 'Remove {origin}',
    'organisation.origins.save': 'Save the sites',
    'organisation.origins.invalid':
      'Write an origin as https://host or https://host:port, with no path, query or wildcard (http:// only for localhost).',
    'organisation.origins.twice': '{origin} is already in the list.',
    'organisation.snippet': 'Snippet to paste in your app',
    'organisation.snippetIntro':
      'The script comes from this server; the element opens the importer for one template. Your server gets the customer’s tokens from POST /auth/embed.',
    'organisation.snippet.template': 'Template',
    'organisation.snippet.noTemplate': 'No template yet: replace your-template with its handle.',
    'organisation.snippet.mode': 'Opens',
    'organisation.snippet.modal': 'Over the page (modal)',
    'organisation.snippet.inline': 'In the page (inline)',
    'organisation.snippet.copy': 'Copy the snippet',
    'organisation.snippet.tokensComment': 'tokens: what your server got from POST /auth/embed',
    'organisation.secret': 'Embed secret',
    'organisation.secretIntro':
      'Your server signs embedded logins with it (HMAC-SHA256). It is never shown again after it is made: if it is lost or leaked, make a new one.',
    'organisation.secret.rotate': 'Make a new secret',
    'organisation.secret.confirmTitle': 'Make a new embed secret?',
    'organisation.secret.confirmWhat':
      'Logins signed with the current secret stop working at once: customers in your app cannot open the importer until your server signs with the new secret. The new secret is shown once.',
    'organisation.secret.confirm': 'Make a new secret',
    'organisation.secret.rotating': 'Making…',
    'organisation.facts': 'Details',
    'organisation.subdomain': 'Subdomain',
    'organisation.importLink': 'Import page for your customers',
    'organisation.created': 'Created',
  },
  {
    'organisation.title': 'Organisation',
    'organisation.intro':
      'Ce que vos clients voient de vous dans l’outil d’import, et comment votre application l’intègre.',
    'organisation.readOnly':
      'Seuls les propriétaires et les administrateurs changent ces réglages. Vous pouvez les lire et copier le code d’intégration.',
    'organisation.profile': 'Nom et apparence',
    'organisation.profileIntro': 'Montrés à vos clients en haut de l’outil d’import et dans les e-mails.',
    'organisation.name': 'Nom',
    'organisation.nameHint': '255 caractères au plus.',
    'organisation.logo': 'Adresse du logo',
    'organisation.logoHint':
      'Une adresse https:// d’image, affichée sur 32 pixels de haut. Laissez vide pour votre initiale.',
    'organisation.color': 'Couleur de la marque',
    'organisation.colorPicker': 'Choisir la couleur de la marque',
    'organisation.colorHint':
      'Écrite #rrggbb. Les boutons et l’étape en cours la prennent ; le texte posé dessus reste lisible.',
    'organisation.colorReset': 'Utiliser la couleur de Ferry',
    'organisation.save': 'Enregistrer',
    'organisation.saving': 'Enregistrement…',
    'organisation.preview.caption': 'Aperçu de l’outil d’import tel que vos clients le verront.',
    'organisation.preview.template': 'Contacts',
    'organisation.preview.step': 'Envoi',
    'organisation.preview.title': 'Envoyez votre fichier',
    'organisation.preview.drop': 'Glissez-déposez votre fichier ici',
    'organisation.preview.pick': 'Choisir un fichier',
    'organisation.preview.footer': 'Sécurisé par Ferry',
    'organisation.embed': 'Intégration dans votre application',
    'organisation.embedIntro':
      'Votre application peut afficher l’outil d’import dans ses propres pages : votre serveur signe la connexion du client avec le secret d’intégration.',
    'organisation.origins': 'Sites autorisés à intégrer l’outil d’import',
    'organisation.originsIntro':
      'L’outil d’import ne s’ouvre dans un cadre que sur ces origines ; tout autre site est refusé. Écrivez https://hôte ou https://hôte:port, sans chemin.',
    'organisation.origins.none':
      'Aucun site pour l’instant : l’outil d’import ne peut être intégré nulle part.',
    'organisation.origins.add': 'Origine à ajouter',
    'organisation.origins.addButton': 'Ajouter',
    'organisation.origins.remove': 'Retirer',
    'organisation.origins.removeOne': 'Retirer {origin}',
    'organisation.origins.save': 'Enregistrer les sites',
    'organisation.origins.invalid':
      'Écrivez une origine sous la forme https://hôte ou https://hôte:port, sans chemin, paramètres ni joker (http:// seulement pour localhost).',
    'organisation.origins.twice': '{origin} est déjà dans la liste.',
    'organisation.snippet': 'Code à coller dans votre application',
    'organisation.snippetIntro':
      'Le script vient de ce serveur ; l’élément ouvre l’outil d’import pour un modèle. Votre serveur obtient les jetons du client par POST /auth/embed.',
    'organisation.snippet.template': 'Modèle',
    'organisation.snippet.noTemplate':
      'Aucun modèle pour l’instant : remplacez your-template par son identifiant.',
    'organisation.snippet.mode': 'S’ouvre',
    'organisation.snippet.modal': 'Par-dessus la page (fenêtre)',
    'organisation.snippet.inline': 'Dans la page',
    'organisation.snippet.copy': 'Copier le code',
    'organisation.snippet.tokensComment': 'tokens : ce que votre serveur a reçu de POST /auth/embed',
    'organisation.secret': 'Secret d’intégration',
    'organisation.secretIntro':
      'Votre serveur signe avec lui les connexions intégrées (HMAC-SHA256). Il n’est plus jamais montré après sa création : s’il est perdu ou divulgué, créez-en un nouveau.',
    'organisation.secret.rotate': 'Créer un nouveau secret',
    'organisation.secret.confirmTitle': 'Créer un nouveau secret d’intégration ?',
    'organisation.secret.confirmWhat':
      'Les connexions signées avec le secret actuel cessent aussitôt de fonctionner : les clients de votre application ne peuvent plus ouvrir l’outil d’import tant que votre serveur ne signe pas avec le nouveau secret. Le nouveau secret n’est montré qu’une fois.',
    'organisation.secret.confirm': 'Créer un nouveau secret',
    'organisation.secret.rotating': 'Création…',
    'organisation.facts': 'Informations',
    'organisation.subdomain': 'Sous-domaine',
    'organisation.importLink': 'Page d’import pour vos clients',
    'organisation.created': 'Créée le',
  },
);
