// A member's registered bank account (kept by the auth module) is where withdrawals are paid out.
// Members see its number masked but for the last 4 digits; payment handlers see it in full, as they
// pay the money into it.

/** Every character but the last 4 → 'x', e.g. '1234567890' → 'xxxxxx7890'. */
export const maskAccountNo = (accountNo: string) => 'x'.repeat(Math.max(accountNo.length - 4, 0)) + accountNo.slice(-4);
