// The words and tag colours of a member's status as staff read it.
import type { Language } from '@tanghuay/shared-auth';
import type { MemberStatus } from '../api/members.ts';

export const MEMBER_STATUS: Readonly<Record<MemberStatus, { label: Record<Language, string>; color: string }>> = {
  active: { label: { th: 'ปกติ', en: 'Active' }, color: 'green' },
  self_excluded: { label: { th: 'พักการเล่น', en: 'Self-excluded' }, color: 'orange' },
};
