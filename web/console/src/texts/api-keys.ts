/** Texts of the API keys' page: creating one, its secret shown once, the list, revoking. */
import { area } from './area.ts';

export const API_KEYS = area(
  {
    'apiKeys.title': 'API keys',
    'apiKeys.intro':
      'Secrets your own servers call Ferry with, sent as “Authorization: Bearer <secret>”. Give each program its own key, so that you can revoke one alone.',
    'apiKeys.adminsOnly':
      'Only owners and admins create and revoke API keys, and see the list. Ask one of them if a program needs a key.',
    'apiKeys.create': 'New API key',
    'apiKeys.name': 'Name',
    'apiKeys.namePlaceholder': 'ERP nightly sync',
    'apiKeys.nameHint': 'What the key is for, to recognise it later.',
    'apiKeys.createButton': 'Create the key',
    'apiKeys.creating': 'Creating…',
    'apiKeys.createdTitle': 'Your new key “{name}”',
    'apiKeys.createdHow':
      'Store it where your server keeps its secrets. Ferry keeps only a fingerprint of it: if it is lost, revoke it and create another.',
    'apiKeys.secretOf': 'Secret of {name}',
    'apiKeys.created': 'Created',
    'apiKeys.createdOn': 'Created {date}',
    'apiKeys.lastUsed': 'Last used',
    'apiKeys.lastUsedOn': 'Last used: {date}',
    'apiKeys.actions': 'Actions',
    'apiKeys.none': 'No API key yet. Create one above for a server to call Ferry.',
    'apiKeys.revoke': 'Revoke',
    'apiKeys.revokeOne': 'Revoke {name}',
    'apiKeys.revoking': 'Revoking…',
    'apiKeys.revokeTitle': 'Revoke “{name}”?',
    'apiKeys.revokeWhat':
      'Programs using this key are refused from now on (401). This cannot be undone: they will need a new key.',
    'apiKeys.revoked': '“{name}” is revoked: it no longer works.',
  },
  {
    'apiKeys.title': 'Clés d’API',
    'apiKeys.intro':
      'Les secrets avec lesquels vos serveurs appellent Ferry, envoyés en « Authorization: Bearer <secret> ». Donnez sa propre clé à chaque programme, pour pouvoir en révoquer une seule.',
    'apiKeys.adminsOnly':
      'Seuls les propriétaires et les administrateurs créent, voient et révoquent les clés d’API. Demandez-leur si un programme a besoin d’une clé.',
    'apiKeys.create': 'Nouvelle clé d’API',
    'apiKeys.name': 'Nom',
    'apiKeys.namePlaceholder': 'Synchronisation nocturne de l’ERP',
    'apiKeys.nameHint': 'À quoi sert la clé, pour la reconnaître plus tard.',
    'apiKeys.createButton': 'Créer la clé',
    'apiKeys.creating': 'Création…',
    'apiKeys.createdTitle': 'Votre nouvelle clé « {name} »',
    'apiKeys.createdHow':
      'Rangez-la là où votre serveur garde ses secrets. Ferry n’en garde qu’une empreinte : si elle est perdue, révoquez-la et créez-en une autre.',
    'apiKeys.secretOf': 'Secret de {name}',
    'apiKeys.created': 'Créée le',
    'apiKeys.createdOn': 'Créée le {date}',
    'apiKeys.lastUsed': 'Dernière utilisation',
    'apiKeys.lastUsedOn': 'Dernière utilisation : {date}',
    'apiKeys.actions': 'Actions',
    'apiKeys.none':
      'Aucune clé d’API pour l’instant. Créez-en une ci-dessus pour qu’un serveur appelle Ferry.',
    'apiKeys.revoke': 'Révoquer',
    'apiKeys.revokeOne': 'Révoquer {name}',
    'apiKeys.revoking': 'Révocation…',
    'apiKeys.revokeTitle': 'Révoquer « {name} » ?',
    'apiKeys.revokeWhat':
      'Les programmes qui utilisent cette clé sont refusés dès maintenant (401). C’est définitif : il leur faudra une nouvelle clé.',
    'apiKeys.revoked': '« {name} » est révoquée : elle ne fonctionne plus.',
  },
);
