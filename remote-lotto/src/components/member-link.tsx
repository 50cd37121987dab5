// A link to a member page, shown only when the signed-in user may open that page (shared-auth's
// member pages: a self-excluded member opens only their own account's pages), so no screen offers
// a way to bet or deposit to someone who may not.
import { mayOpenMemberPage, useUserData } from '@tanghuay/shared-auth';
import { useMemo } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

export function MemberLink({ to, ...props }: LinkProps & { to: string }) {
  const userData = useUserData();
  const mayOpen = useMemo(() => mayOpenMemberPage(userData), [userData]);
  return mayOpen(to) ? <Link to={to} {...props} /> : null;
}
