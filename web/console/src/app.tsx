/** Which page the console shows: the pages a link from an e-mail opens, the sign-in forms, or the console. */
import { route } from './router.ts';
import { ForgotPassword } from './screens/forgot-password.tsx';
import { NewPassword } from './screens/new-password.tsx';
import { Shell } from './screens/shell.tsx';
import { SignIn } from './screens/sign-in.tsx';
import { signedIn } from './session.ts';

export function App() {
  const path = route.value;
  if (path === 'password-reset') return <NewPassword kind="reset" />;
  if (path === 'invitation') return <NewPassword kind="invitation" />;
  if (signedIn.value) return <Shell />;
  if (path === 'forgot-password') return <ForgotPassword />;
  return <SignIn />;
}
