/** Texts of a template's Try it tab: a sample file through the sender's importer, in a panel. */
import { area } from './area.ts';

export const TRY_IT = area(
  {
    'tryIt.title': 'Try it as a sender',
    'tryIt.intro':
      'Send a sample file through this template exactly as your partners will: the upload, the mapping of its columns, the errors in review. You see what they will see before any of them does.',
    'tryIt.start': 'Try with a sample file',
    'tryIt.starting': 'Opening the importer…',
    'tryIt.again': 'Try another file',
    'tryIt.realTitle': 'A submitted file is a real submission',
    'tryIt.real':
      'Until you submit, nothing leaves the importer. A file you submit becomes a submission of this template like any other: it uses line credit, reaches your webhooks and pushes, and is marked as a trial (trial: true), sent by the customer “{customer}”.',
    'tryIt.yourOrganisation': 'your organisation',
    'tryIt.trialCustomer':
      'That customer is made on first use for your organisation. It is not counted in your plan’s customers and is never sent invitations.',
    'tryIt.closed': 'Partners cannot use this template yet ({why}); you can try it all the same.',
    'tryIt.closed.private': 'it is private',
    'tryIt.closed.disabled': 'it is switched off',
    'tryIt.panelTitle': 'Try “{template}”',
    'tryIt.frameLabel': 'The importer, as your partners see it',
    'tryIt.hint.upload':
      'Drop a sample file on the importer below, as a partner would. Nothing is sent until you submit.',
    'tryIt.hint.mapping': 'Mapping: check where each heading of the file lands among your columns.',
    'tryIt.hint.review':
      'Review: these are the errors a partner would have to fix. Sending makes a real submission, marked as a trial.',
    'tryIt.trialBadge': 'Trial',
    'tryIt.keptNote': 'Closing keeps a file in progress: open the importer again to carry on.',
    'tryIt.failed': 'The importer stopped: {message}',
    'tryIt.outcomeTitle': 'Last trial',
    'tryIt.outcome': 'Submitted: {rows} {rows|row|rows}, {errors} with errors.',
    'tryIt.outcomeClean': 'Submitted: {rows} {rows|row|rows}, none with errors.',
    'tryIt.outcomeFailed': 'The submission failed: {message}',
    'tryIt.outcomeRunning': 'Submitted: the output file is being written.',
    'tryIt.outcomeMarked': 'Submission {id}, marked as a trial.',
    'tryIt.downloadTarget': 'Download the output file',
    'tryIt.downloadErrors': 'Download the error report',
    'tryIt.downloadFailed': 'The file could not be downloaded: {message}',
  },
  {
    'tryIt.title': 'Essayer comme un expéditeur',
    'tryIt.intro':
      'Envoyez un fichier d’exemple à travers ce modèle exactement comme le feront vos partenaires : l’envoi, la correspondance de ses colonnes, les erreurs à la vérification. Vous voyez ce qu’ils verront, avant eux.',
    'tryIt.start': 'Essayer avec un fichier d’exemple',
    'tryIt.starting': 'Ouverture de l’importateur…',
    'tryIt.again': 'Essayer un autre fichier',
    'tryIt.realTitle': 'Un fichier soumis est une vraie soumission',
    'tryIt.real':
      'Tant que vous ne soumettez pas, rien ne sort de l’importateur. Un fichier soumis devient une soumission de ce modèle comme les autres : il consomme du crédit de lignes, atteint vos webhooks et vos envois, et il est marqué comme essai (trial: true), envoyé par le client « {customer} ».',
    'tryIt.yourOrganisation': 'votre organisation',
    'tryIt.trialCustomer':
      'Ce client est créé pour votre organisation au premier essai. Il ne compte pas dans les clients de votre offre et ne reçoit jamais d’invitation.',
    'tryIt.closed':
      'Vos partenaires ne peuvent pas encore utiliser ce modèle ({why}) ; vous pouvez l’essayer quand même.',
    'tryIt.closed.private': 'il est privé',
    'tryIt.closed.disabled': 'il est désactivé',
    'tryIt.panelTitle': 'Essayer « {template} »',
    'tryIt.frameLabel': 'L’importateur, tel que vos partenaires le voient',
    'tryIt.hint.upload':
      'Déposez un fichier d’exemple dans l’importateur ci-dessous, comme le ferait un partenaire. Rien n’est envoyé avant que vous soumettiez.',
    'tryIt.hint.mapping': 'Correspondance : vérifiez où chaque en-tête du fichier tombe parmi vos colonnes.',
    'tryIt.hint.review':
      'Vérification : voici les erreurs qu’un partenaire aurait à corriger. Envoyer crée une vraie soumission, marquée comme essai.',
    'tryIt.trialBadge': 'Essai',
    'tryIt.keptNote': 'Fermer garde le fichier en cours : rouvrez l’importateur pour reprendre.',
    'tryIt.failed': 'L’importateur s’est arrêté : {message}',
    'tryIt.outcomeTitle': 'Dernier essai',
    'tryIt.outcome': 'Soumis : {rows} {rows|ligne|lignes}, dont {errors} en erreur.',
    'tryIt.outcomeClean': 'Soumis : {rows} {rows|ligne|lignes}, aucune en erreur.',
    'tryIt.outcomeFailed': 'La soumission a échoué : {message}',
    'tryIt.outcomeRunning': 'Soumis : le fichier de sortie est en cours d’écriture.',
    'tryIt.outcomeMarked': 'Soumission {id}, marquée comme essai.',
    'tryIt.downloadTarget': 'Télécharger le fichier de sortie',
    'tryIt.downloadErrors': 'Télécharger le rapport d’erreurs',
    'tryIt.downloadFailed': 'Le fichier n’a pas pu être téléchargé : {message}',
  },
);
