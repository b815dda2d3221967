/** French texts of the console, key for key with `en.ts`. */
import type { ConsoleKey } from './en.ts';

export const FR: Record<ConsoleKey, string> = {
  'console.product': 'Ferry',
  'console.tagline': 'Transformez les fichiers de vos clients en données prêtes à l’emploi.',

  'app.unreachable': 'Ferry est injoignable. Vérifiez votre connexion, puis réessayez.',
  'app.planLimit':
    'La limite {limit} de votre offre est atteinte : demandez à qui administre votre Ferry une offre avec une limite {limit} plus haute.',
  'app.planPermission': 'Demandez à qui administre votre Ferry une offre qui comprend {permission}.',
  'app.planOther':
    'Votre offre ne le permet pas : demandez à qui administre votre Ferry une offre supérieure.',

  'signIn.title': 'Se connecter à Ferry',
  'signIn.intro': 'Gérez vos modèles, vos clients et vos imports.',
  'signIn.email': 'Adresse e-mail',
  'signIn.password': 'Mot de passe',
  'signIn.submit': 'Se connecter',
  'signIn.working': 'Connexion…',
  'signIn.forgot': 'Mot de passe oublié ?',
  'signIn.badCredentials': 'L’adresse e-mail ou le mot de passe est incorrect.',
  'signIn.throttled': 'Trop de tentatives. Réessayez à {time}.',
  'signIn.expired': 'Votre session a pris fin. Reconnectez-vous pour continuer.',

  'forgot.title': 'Réinitialiser votre mot de passe',
  'forgot.intro':
    'Saisissez l’adresse e-mail avec laquelle vous vous connectez. Nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  'forgot.submit': 'Envoyer le lien',
  'forgot.sent':
    'Si cette adresse a un compte, un lien est en route. Il est valable une heure ; vérifiez vos courriers indésirables s’il n’arrive pas.',
  'forgot.back': 'Retour à la connexion',

  'reset.title': 'Choisir un nouveau mot de passe',
  'reset.intro': 'Au moins 8 caractères. Vous serez connecté avec.',
  'reset.password': 'Nouveau mot de passe',
  'reset.confirm': 'Nouveau mot de passe, à nouveau',
  'reset.submit': 'Enregistrer et se connecter',
  'reset.mismatch': 'Les deux mots de passe diffèrent.',
  'reset.noToken': 'Ce lien est incomplet. Rouvrez le lien de l’e-mail, ou demandez-en un nouveau.',

  'invitation.title': 'Rejoindre votre équipe sur Ferry',
  'invitation.intro': 'Indiquez votre nom et choisissez un mot de passe pour accepter l’invitation.',
  'invitation.name': 'Votre nom',
  'invitation.submit': 'Rejoindre et se connecter',

  'shell.navigation': 'Principale',
  'shell.skip': 'Aller au contenu',
  'shell.signOut': 'Se déconnecter',
  'shell.menu': 'Menu',
  'shell.groupFiles': 'Fichiers',
  'shell.groupSetup': 'Configuration',
  'shell.groupTeam': 'Équipe',
  'shell.templates': 'Modèles',
  'shell.customers': 'Clients',
  'shell.members': 'Membres',
  'shell.apiKeys': 'Clés d’API',
  'shell.organisation': 'Organisation',

  'templates.title': 'Modèles',
  'templates.intro': 'Ce que vos clients vous envoient : les colonnes, les contrôles et le fichier écrit.',
  'templates.search': 'Rechercher un modèle',
  'templates.name': 'Nom',
  'templates.handle': 'Identifiant',
  'templates.status': 'État',
  'templates.enabled': 'Activé',
  'templates.disabled': 'Désactivé',
  'templates.none': 'Aucun modèle pour l’instant. Créez-en un avec l’API (POST /template).',
  'templates.noMatch': 'Aucun modèle ne correspond à « {search} ».',
  'templates.count': '{count} {count|modèle|modèles}',
  'templates.unnamed': 'Sans nom',
};
