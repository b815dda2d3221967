/** English texts of the console; `fr.ts` has the same keys. `{name}` marks a value filled in. */
export const EN = {
  'console.product': 'Ferry',
  'console.tagline': 'Turn the files your customers send into the data you need.',

  'app.unreachable': 'Ferry cannot be reached. Check your connection, then try again.',
  'app.planLimit':
    'Your plan’s {limit} limit is reached: ask whoever runs your Ferry for a plan with a higher {limit}.',
  'app.planPermission': 'Ask whoever runs your Ferry for a plan that includes {permission}.',
  'app.planOther': 'Your plan does not allow this: ask whoever runs your Ferry for a higher plan.',

  'signIn.title': 'Sign in to Ferry',
  'signIn.intro': 'Manage your templates, customers and imports.',
  'signIn.email': 'E-mail address',
  'signIn.password': 'Password',
  'signIn.submit': 'Sign in',
  'signIn.working': 'Signing in…',
  'signIn.forgot': 'Forgot your password?',
  'signIn.badCredentials': 'The e-mail address or password is wrong.',
  'signIn.throttled': 'Too many attempts. Try again at {time}.',
  'signIn.expired': 'Your session has ended. Sign in again to continue.',

  'forgot.title': 'Reset your password',
  'forgot.intro':
    'Enter the e-mail address you sign in with. We will send you a link to choose a new password.',
  'forgot.submit': 'Send the link',
  'forgot.sent':
    'If this address has a login, a link is on its way. It works for one hour; check your spam folder if it does not arrive.',
  'forgot.back': 'Back to sign in',

  'reset.title': 'Choose a new password',
  'reset.intro': 'At least 8 characters. You will be signed in with it.',
  'reset.password': 'New password',
  'reset.confirm': 'New password again',
  'reset.submit': 'Save and sign in',
  'reset.mismatch': 'The two passwords differ.',
  'reset.noToken': 'This link is incomplete. Open the link from the e-mail again, or ask for a new one.',

  'invitation.title': 'Join your team on Ferry',
  'invitation.intro': 'Tell us your name and choose a password to accept the invitation.',
  'invitation.name': 'Your name',
  'invitation.submit': 'Join and sign in',

  'shell.navigation': 'Main',
  'shell.skip': 'Skip to the content',
  'shell.signOut': 'Sign out',
  'shell.menu': 'Menu',
  'shell.groupFiles': 'Files',
  'shell.groupSetup': 'Setup',
  'shell.groupTeam': 'Team',
  'shell.templates': 'Templates',
  'shell.customers': 'Customers',
  'shell.members': 'Members',
  'shell.apiKeys': 'API keys',
  'shell.organisation': 'Organisation',

  'templates.title': 'Templates',
  'templates.intro': 'What your customers send you: the columns, the checks and the file written.',
  'templates.search': 'Search templates',
  'templates.name': 'Name',
  'templates.handle': 'Handle',
  'templates.status': 'Status',
  'templates.enabled': 'Enabled',
  'templates.disabled': 'Disabled',
  'templates.none': 'No template yet. Create one with the API (POST /template).',
  'templates.noMatch': 'No template matches “{search}”.',
  'templates.count': '{count} {count|template|templates}',
  'templates.unnamed': 'Unnamed',
};

export type ConsoleKey = keyof typeof EN;
