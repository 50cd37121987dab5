import { LOGIN_PATH, useUserData } from '@tanghuay/shared-auth';
import { GoButton, MiscResult } from './components/misc-result.tsx';

export function NotAuthorizedPage() {
  const signedIn = useUserData() !== null;
  return (
    <MiscResult
      page="notAuthorized"
      status="403"
      actions={[
        <GoButton key="home" to="/" text="home" primary={signedIn} />,
        !signedIn && <GoButton key="sign-in" to={LOGIN_PATH} text="signIn" primary />,
      ]}
    />
  );
}
