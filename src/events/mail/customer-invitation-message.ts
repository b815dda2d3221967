/** The e-mail that invites a customer (sender) to send files to a template, in English or French. */
import type { OutboundMail } from './mailer.ts';

/** What the message says. */
export interface CustomerInvitationFacts {
  /** The customer's address. */
  to: string;
  /** The customer's name, when the receiver gave one. */
  customerName: string | null;
  /** The receiving organisation's name, so the sender knows who asks. */
  organisationName: string;
  /** The template's name (its handle when it has none). */
  templateName: string;
  /** The hosted link: `/import/{subdomain}/{template_handle}`. */
  link: string;
  language: 'en' | 'fr';
}

export function customerInvitationMessage(facts: CustomerInvitationFacts): OutboundMail {
  const { to, customerName, organisationName: org, templateName, link, language } = facts;
  if (language === 'fr') {
    return {
      to,
      language,
      subject: `${org} vous invite à envoyer vos fichiers « ${templateName} »`,
      text: [
        customerName ? `Bonjour ${customerName},` : 'Bonjour,',
        '',
        `${org} vous invite à lui envoyer vos fichiers « ${templateName} » par ce lien :`,
        '',
        `    ${link}`,
        '',
        'Déposez votre fichier tel que vous l’avez : les colonnes sont reconnues, les erreurs vous sont',
        'montrées pour que vous les corrigiez avant l’envoi. Pour vous connecter, un code vous est envoyé',
        'à cette adresse.',
        '',
      ].join('\n'),
    };
  }
  return {
    to,
    language,
    subject: `${org} invites you to send your "${templateName}" files`,
    text: [
      customerName ? `Hello ${customerName},` : 'Hello,',
      '',
      `${org} invites you to send your "${templateName}" files through this link:`,
      '',
      `    ${link}`,
      '',
      'Drop your file as it is: its columns are recognised, and any errors are shown to you so you',
      'can fix them before sending. To sign in, a code is e-mailed to this address.',
      '',
    ].join('\n'),
  };
}
