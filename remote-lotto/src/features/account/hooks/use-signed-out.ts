// Signing this tab out once the API has ended every session of the account (self-exclusion). The
// token this tab holds is dead, so the session keys are cleared at once: the host's session
// runtime then stops the wallet poll and the realtime socket, before either could meet a 401 whose
// refused refresh would reload the page with the wrong notice ("signed in elsewhere"). The member
// is then taken to the sign-in page (the host's /login-next clears what remains, as its sign-out
// link does) with a message that stays a while, saying until when they stopped playing.
//
// shared-auth has no sign-out of its own to call (the host's endSession is not exported), and the
// sign-in page names only two ends of a session (SESSION_REVOKED, or "expired"), so the message is
// the host's antd message rather than a notice on the sign-in page.
import { clearAuth, LOGIN_PATH, useLanguage } from '@tanghuay/shared-auth';
import { App } from 'antd';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { signedOutText } from '../model/self-exclusion.ts';

/** How long the message stays on the sign-in page. */
const MESSAGE_SECONDS = 15;

export function useSignedOut(): (until: string) => void {
  const navigate = useNavigate();
  const language = useLanguage();
  const { message } = App.useApp();
  return useCallback(
    (until: string) => {
      clearAuth();
      void message.info(signedOutText(until, language), MESSAGE_SECONDS);
      navigate(LOGIN_PATH, { replace: true });
    },
    [language, message, navigate],
  );
}
