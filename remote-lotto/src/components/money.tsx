// Baht as the header writes it (thousands separators, two decimals when not whole). A signed
// amount (a net win or loss) is green with "+" when positive and red with "−" when negative, so
// the two are told apart by more than colour.
import { formatBalance } from '@tanghuay/shared-auth';
import { theme } from 'antd';

export function Money({ baht, signed = false, strong = false }: { baht: number; signed?: boolean; strong?: boolean }) {
  const { token } = theme.useToken();
  const text = formatBalance(Math.abs(baht));
  if (!signed || baht === 0) return <span style={{ fontWeight: strong ? 700 : undefined }}>{baht < 0 ? `−${text}` : text}</span>;
  const positive = baht > 0;
  return (
    <span style={{ color: positive ? token.colorSuccess : token.colorError, fontWeight: strong ? 700 : 600 }}>
      {positive ? '+' : '−'}
      {text}
    </span>
  );
}
