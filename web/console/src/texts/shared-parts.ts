/** Texts of the console's shared parts: dialogs, copy buttons, secrets shown once, lost connections. */
import { area } from './area.ts';

export const SHARED_PARTS = area(
  {
    'parts.cancel': 'Cancel',
    'parts.copy': 'Copy',
    'parts.copied': 'Copied',
    'parts.copyFailed': 'Copy refused by the browser: select the text and copy it.',
    'parts.secretOnce': 'Copy it now: you will not see it again.',
    'parts.secretStored': 'I have stored it',
    'parts.saved': 'Saved.',
    'parts.never': 'Never',
    'parts.you': 'you',
  },
  {
    'parts.cancel': 'Annuler',
    'parts.copy': 'Copier',
    'parts.copied': 'Copié',
    'parts.copyFailed': 'Le navigateur a refusé la copie : sélectionnez le texte et copiez-le.',
    'parts.secretOnce': 'Copiez-le maintenant : vous ne le reverrez plus.',
    'parts.secretStored': 'Je l’ai enregistré',
    'parts.saved': 'Enregistré.',
    'parts.never': 'Jamais',
    'parts.you': 'vous',
  },
);
