// An amount as a figure (docs/lottery.md#how-money-reads): "1,500.00", the unit given by its label
// or column. A signed amount (a net win or loss) is green with "+" when positive and red with "−"
// when negative, so the two are told apart by more than colour.
import { moneyFigure, signedMoney } from '@tanghuay/shared-auth';
import { theme } from 'antd';

export function Money({ baht, signed = false, strong = false }: { baht: number; signed?: boolean; strong?: boolean }) {
  const { token } = theme.useToken();
  const text = signed ? signedMoney(baht) : moneyFigure(baht);
  if (!signed || text === signedMoney(0)) return <span style={{ fontWeight: strong ? 700 : undefined }}>{text}</span>;
  const positive = baht > 0;
  return <span style={{ color: positive ? token.colorSuccess : token.colorError, fontWeight: strong ? 700 : 600 }}>{text}</span>;
}
