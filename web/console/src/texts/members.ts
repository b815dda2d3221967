/** Texts of the members' page: the list, the roles and what each may do, inviting, changing and removing. */
import { area } from './area.ts';

export const MEMBERS = area(
  {
    'members.title': 'Members',
    'members.intro': 'The people of your organisation who sign in to this console.',
    'members.name': 'Name',
    'members.email': 'E-mail',
    'members.role': 'Role',
    'members.lastSignIn': 'Last sign-in',
    'members.actions': 'Actions',
    'members.role.owner': 'Owner',
    'members.role.admin': 'Admin',
    'members.role.member': 'Member',
    'members.role.owner.what': 'Everything, including members and API keys.',
    'members.role.admin.what': 'Everything but members: templates, customers, settings, API keys.',
    'members.role.member.what': 'Reads everything, uploads, reviews and submits files; changes no settings.',
    'members.noName': 'No name given',
    'members.roleOf': 'Role of {name}',
    'members.ownersOnly':
      'Only owners invite members, change their roles and remove them. Ask an owner when someone should join or leave.',
    'members.roleChanged': 'The role of {name} is now {role}. It applies from their next click.',
    'members.remove': 'Remove',
    'members.removeOne': 'Remove {name}',
    'members.removing': 'Removing…',
    'members.removeTitle': 'Remove {name}?',
    'members.removeWhat':
      '{email} is signed out at once, everywhere, and can no longer sign in. What they made stays. To bring them back, invite them again.',
    'members.removed': '{name} was removed and signed out.',
    'members.invite': 'Invite a member',
    'members.invite.title': 'Invite a member',
    'members.invite.intro':
      'We e-mail them a link to choose a password. It works once, for 7 days. They appear here once they accept.',
    'members.invite.email': 'E-mail address',
    'members.invite.send': 'Send the invitation',
    'members.invite.sending': 'Sending…',
    'members.invited':
      'Invitation sent to {email}. The link works for 7 days; inviting the same address again replaces it.',
  },
  {
    'members.title': 'Membres',
    'members.intro': 'Les personnes de votre organisation qui se connectent à cette console.',
    'members.name': 'Nom',
    'members.email': 'E-mail',
    'members.role': 'Rôle',
    'members.lastSignIn': 'Dernière connexion',
    'members.actions': 'Actions',
    'members.role.owner': 'Propriétaire',
    'members.role.admin': 'Administrateur',
    'members.role.member': 'Membre',
    'members.role.owner.what': 'Tout, y compris les membres et les clés d’API.',
    'members.role.admin.what': 'Tout sauf les membres : modèles, clients, réglages, clés d’API.',
    'members.role.member.what': 'Lit tout, envoie, vérifie et soumet des fichiers ; ne change aucun réglage.',
    'members.noName': 'Sans nom',
    'members.roleOf': 'Rôle de {name}',
    'members.ownersOnly':
      'Seuls les propriétaires invitent des membres, changent leur rôle et les retirent. Demandez à un propriétaire quand quelqu’un doit arriver ou partir.',
    'members.roleChanged': 'Le rôle de {name} est désormais : {role}. Cela s’applique dès son prochain clic.',
    'members.remove': 'Retirer',
    'members.removeOne': 'Retirer {name}',
    'members.removing': 'Retrait…',
    'members.removeTitle': 'Retirer {name} ?',
    'members.removeWhat':
      'Cette personne ({email}) perd l’accès aussitôt : ses sessions se terminent partout et elle ne peut plus se connecter. Ce qu’elle a créé reste. Pour la faire revenir, invitez-la à nouveau.',
    'members.removed': '{name} ne fait plus partie de l’organisation ; ses sessions sont terminées.',
    'members.invite': 'Inviter un membre',
    'members.invite.title': 'Inviter un membre',
    'members.invite.intro':
      'Nous lui envoyons par e-mail un lien pour choisir un mot de passe. Il sert une fois, pendant 7 jours. La personne apparaît ici une fois l’invitation acceptée.',
    'members.invite.email': 'Adresse e-mail',
    'members.invite.send': 'Envoyer l’invitation',
    'members.invite.sending': 'Envoi…',
    'members.invited':
      'Invitation envoyée à {email}. Le lien sert pendant 7 jours ; inviter à nouveau la même adresse le remplace.',
  },
);
