// The printable slip (โพย): the slip's sheet (slip-sheet.ts) — the site, the lottery, draw day, slip
// number, placing time, member and status, every item (bet type, number, stake, rate) and the
// totals. window.print() prints this receipt alone (slip-receipt-styles.ts). Bet entry shows it
// after placing; the slip's own page keeps it for printing only.
import { useLanguage, useUserData } from '@tanghuay/shared-auth';
import type { Slip } from '../lib/slip.ts';
import { slipSheet } from './slip-sheet.ts';
import { useSlipReceiptStyles } from './slip-receipt-styles.ts';

export interface SlipReceiptProps {
  /** The slip as the API answers it (placing it, reading it or cancelling it). */
  slip: Slip;
  /** Hidden on screen and printed by window.print(): for a page that shows the slip its own way. */
  printOnly?: boolean;
}

export function SlipReceipt({ slip, printOnly = false }: SlipReceiptProps) {
  useSlipReceiptStyles();
  const sheet = slipSheet(slip, useUserData()?.username ?? '', useLanguage());
  const { columns } = sheet;
  return (
    <section className={printOnly ? 'slip-receipt slip-receipt--print-only' : 'slip-receipt'} aria-label={sheet.name}>
      <div className="slip-receipt__site">{sheet.site}</div>
      <h2 className="slip-receipt__title">{sheet.lottoName}</h2>
      {sheet.facts.map(({ label, value }) => (
        <div key={label}>
          {label} {value}
        </div>
      ))}
      {sheet.voided && <div className="slip-receipt__void">{sheet.voided}</div>}
      <table>
        <thead>
          <tr>
            <th scope="col">{columns.type}</th>
            <th scope="col">{columns.number}</th>
            <th scope="col" className="slip-receipt__amount">
              {columns.amount}
            </th>
            <th scope="col" className="slip-receipt__amount">
              {columns.rate}
            </th>
          </tr>
        </thead>
        <tbody>
          {sheet.items.map((item) => (
            <tr key={item.id}>
              <td>{item.type}</td>
              <td className="slip-receipt__number">{item.number}</td>
              <td className="slip-receipt__amount">{item.amount}</td>
              <td className="slip-receipt__amount">{item.rate}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="slip-receipt__totals">
        {sheet.totals.map(({ label, value, strong }) => (
          <div key={label} className={strong ? 'slip-receipt__strong' : undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {sheet.note && <div>{sheet.note}</div>}
    </section>
  );
}
