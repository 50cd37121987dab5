// What a result settles, before (the preview: nothing written) and after (the entry's answer): the
// winning items, the members paid and the payout; for a correction what moves back and forth; and
// in the preview each member's payout, biggest first, with the change from what was paid so far, and
// for a correction what a charge-back would take from pending withdrawals or leave uncovered.
import { moneyInWords, useMessages } from '@tanghuay/shared-auth';
import { Alert, Flex, Typography } from 'antd';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { Figures } from '../../../components/figures.tsx';
import { Money } from '../../../components/money.tsx';
import type { EnteredResult, MemberPayout, PayoutMoves, ResultPreview } from '../api/result.ts';
import { chargeBackCover } from '../model/charge-back-cover.ts';

const messages = {
  th: {
    winningItems: 'รายการที่ถูกรางวัล',
    members: 'สมาชิกที่ได้รับเงิน',
    payout: 'ยอดจ่ายรวม',
    version: 'ครั้งที่ออกผล',
    decided: 'รายการที่ตัดสินแล้ว',
    movedSlips: 'โพยที่ยอดจ่ายเปลี่ยน',
    credited: 'จ่ายเพิ่มให้สมาชิก',
    debited: 'เรียกคืนจากสมาชิก',
    member: 'สมาชิก',
    memberPayout: 'ยอดจ่าย',
    previous: 'จ่ายไปแล้ว',
    change: 'ส่วนต่าง',
    perMember: 'ยอดจ่ายรายสมาชิก',
    nobody: 'ไม่มีสมาชิกถูกรางวัลด้วยผลนี้',
    unchanged: 'ผลนี้ตรงกับผลที่ออกไปแล้ว ไม่มีเงินเปลี่ยนมือ',
    holds: 'จากรายการถอนที่รออนุมัติ',
    withdrawalsTaken: (count: number) => `ยกเลิก ${count}\u00a0รายการ`,
    short: 'ยังขาด',
    holdsTaken: (count: number, baht: number, members: number) =>
      `จะยกเลิกรายการถอนที่รออนุมัติ ${count} รายการ รวม ${moneyInWords(baht, 'th')} ของสมาชิก ${members} คน คืนเข้ากระเป๋าก่อนเรียกคืนเงินรางวัล (สมาชิกเห็นเหตุผลในรายการถอน)`,
    uncovered: (members: number, baht: number) =>
      `ยอดเงินของสมาชิก ${members} คนไม่พอให้เรียกคืน แม้นับรายการถอนที่รออนุมัติแล้ว (ขาดรวม ${moneyInWords(baht, 'th')})`,
    uncoveredThen: 'ถ้ายืนยัน การแก้ผลจะถูกปฏิเสธทั้งหมด และระงับการอนุมัติถอนเงินของสมาชิกที่ยอดในกระเป๋าไม่พอไว้ จนกว่าจะแก้ผลได้ หรือป้อนผลที่ใช้อยู่ซ้ำเพื่อยกเลิกการแก้',
  },
  en: {
    winningItems: 'Winning items',
    members: 'Members paid',
    payout: 'Payout in all',
    version: 'Result version',
    decided: 'Items decided',
    movedSlips: 'Slips whose payout changes',
    credited: 'Paid to members in addition',
    debited: 'Taken back from members',
    member: 'Member',
    memberPayout: 'Payout',
    previous: 'Paid so far',
    change: 'Change',
    perMember: 'Payout per member',
    nobody: 'No member wins with this result',
    unchanged: 'These are the numbers in force: no money moves',
    holds: 'From pending withdrawals',
    withdrawalsTaken: (count: number) => `${count} rejected`,
    short: 'Short',
    holdsTaken: (count: number, baht: number, members: number) =>
      `${count} pending withdrawals of ${members} members, ${moneyInWords(baht, 'en')} in all, will be rejected back into their wallets before the winnings are taken back (members see why)`,
    uncovered: (members: number, baht: number) =>
      `${members} members cannot give back what they were overpaid, even with their pending withdrawals (${moneyInWords(baht, 'en')} short in all)`,
    uncoveredThen: 'Confirming refuses the whole correction and stops approvals of the withdrawals of members whose wallet falls short until the correction goes through, or the result in force is entered again to abandon it.',
  },
};

function MovesFigures({ moves }: { moves: PayoutMoves }) {
  const text = useMessages(messages);
  if (moves.slips === 0) return <Typography.Text type="secondary">{text.unchanged}</Typography.Text>;
  return (
    <Figures
      wide
      items={[
        { label: text.movedSlips, value: moves.slips.toLocaleString('en-US') },
        { label: text.credited, value: <Money baht={moves.credited} signed /> },
        { label: text.debited, value: <Money baht={-moves.debited} signed /> },
      ]}
    />
  );
}

/** What a member's charge-back takes from their pending withdrawals, and what it still lacks. */
function HoldsCell({ row }: { row: MemberPayout }) {
  const text = useMessages(messages);
  return (
    <>
      {row.fromWithdrawals.withdrawals > 0 && (
        <div>
          {text.withdrawalsTaken(row.fromWithdrawals.withdrawals)} · <Money baht={row.fromWithdrawals.amount} />
        </div>
      )}
      {row.uncovered > 0 && (
        <div>
          <Typography.Text type="danger" strong>
            {text.short} <Money baht={row.uncovered} />
          </Typography.Text>
        </div>
      )}
    </>
  );
}

export function PreviewFigures({ preview }: { preview: ResultPreview }) {
  const text = useMessages(messages);
  const cover = chargeBackCover(preview.perMember);
  const holds = cover.members > 0 || cover.short > 0;
  // On a phone a correction's table keeps the member, the payout and the change, with what comes
  // from pending withdrawals under the member; what was paid so far shows from the `sm` width on.
  const columns: Column<MemberPayout>[] = [
    { key: 'member', title: text.member, screens: holds ? 'wide' : undefined, render: (row) => row.member.username },
    ...(holds
      ? [
          {
            key: 'memberHolds',
            title: text.member,
            screens: 'phone' as const,
            render: (row: MemberPayout) => (
              <>
                {row.member.username}
                <HoldsCell row={row} />
              </>
            ),
          },
        ]
      : []),
    { key: 'payout', title: text.memberPayout, align: 'end', render: (row) => <Money baht={row.payout} strong /> },
    ...(preview.correction
      ? [
          {
            key: 'previous',
            title: text.previous,
            align: 'end' as const,
            screens: 'wide' as const,
            render: (row: MemberPayout) => <Money baht={row.previousPayout} />,
          },
          { key: 'change', title: text.change, align: 'end' as const, render: (row: MemberPayout) => <Money baht={row.change} signed /> },
        ]
      : []),
    ...(holds
      ? [{ key: 'holds', title: text.holds, align: 'end' as const, screens: 'wide' as const, render: (row: MemberPayout) => <HoldsCell row={row} /> }]
      : []),
  ];
  return (
    <Flex vertical gap={12}>
      <Figures
        wide
        items={[
          { label: text.winningItems, value: preview.winningItems.toLocaleString('en-US') },
          { label: text.members, value: preview.members.toLocaleString('en-US') },
          { label: text.payout, value: <Money baht={preview.totalPayout} strong /> },
          { label: text.version, value: preview.version },
        ]}
      />
      {preview.moves && <MovesFigures moves={preview.moves} />}
      {cover.short > 0 ? (
        <Alert type="error" showIcon title={text.uncovered(cover.short, cover.uncovered)} description={text.uncoveredThen} />
      ) : (
        cover.members > 0 && <Alert type="warning" showIcon title={text.holdsTaken(cover.withdrawals, cover.amount, cover.members)} />
      )}
      {preview.perMember.length === 0 ? (
        <Typography.Text type="secondary">{text.nobody}</Typography.Text>
      ) : (
        <DataTable caption={text.perMember} columns={columns} rows={preview.perMember} rowKey={(row) => row.member.id} />
      )}
    </Flex>
  );
}

export function SettlementFigures({ settlement }: { settlement: EnteredResult['settlement'] }) {
  const text = useMessages(messages);
  return (
    <Flex vertical gap={12}>
      <Figures
        wide
        items={[
          { label: text.decided, value: settlement.items.toLocaleString('en-US') },
          { label: text.winningItems, value: settlement.winners.toLocaleString('en-US') },
          { label: text.payout, value: <Money baht={settlement.payout} strong /> },
          { label: text.version, value: settlement.version },
        ]}
      />
      {settlement.corrections && <MovesFigures moves={settlement.corrections} />}
    </Flex>
  );
}
