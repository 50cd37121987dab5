import { userDataFor } from '@tanghuay/shared-auth/testing';
import { depositPromptPath } from './deposit-prompt.tsx';

const member = userDataFor('member', { userID: 7 });

describe('depositPromptPath', () => {
  it('leads a member with a zero balance from the round board to the deposit page', () => {
    expect(depositPromptPath(member, null, '/tanghuay-round', 0)).toBe('/tanghuay-deposit');
  });

  it('is not shown once there is money, before the balance is known, or on another page', () => {
    expect(depositPromptPath(member, null, '/tanghuay-round', 0.01)).toBeNull();
    expect(depositPromptPath(member, null, '/tanghuay-round', null)).toBeNull();
    expect(depositPromptPath(member, null, '/tanghuay-online/list', 0)).toBeNull();
  });

  it('is not shown to those the menu offers no deposit: the excluded member, a self-excluded one, staff', () => {
    expect(depositPromptPath(member, 7, '/tanghuay-round', 0)).toBeNull();
    expect(depositPromptPath(userDataFor('member', { selfExcludedUntil: '2026-12-24T03:00:00.000Z' }), null, '/tanghuay-round', 0)).toBeNull();
    expect(depositPromptPath(userDataFor('admin'), null, '/tanghuay-round', 0)).toBeNull();
  });
});
