// The bank account a withdrawal is paid to, as the API gives it to its member: the bank's code, the
// number masked but for its last 4 digits, and the name on the account.
import type { BankAccount as Account } from '../../../lib/payment-terms.ts';

export function BankAccount({ bank }: { bank: Account }) {
  return (
    <span>
      {bank.code} {bank.accountNo} {bank.accountName}
    </span>
  );
}
