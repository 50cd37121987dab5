// What a result settles, before (the preview: nothing written) and after (the entry's answer): the
// winning items, the members paid and the payout; for a correction what moves back and forth; and
// in the preview each member's payout, biggest first, with the change from what was paid so far.
import { useMessages } from '@tanghuay/shared-auth';
import { Flex, Typography } from 'antd';
import { type Column, DataTable } from '../../../components/data-table.tsx';
import { Figures } from '../../../components/figures.tsx';
import { Money } from '../../../components/money.tsx';
import type { EnteredResult, MemberPayout, PayoutMoves, ResultPreview } from '../api/result.ts';

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

export function PreviewFigures({ preview }: { preview: ResultPreview }) {
  const text = useMessages(messages);
  const columns: Column<MemberPayout>[] = [
    { key: 'member', title: text.member, render: (row) => row.member.username },
    { key: 'payout', title: text.memberPayout, align: 'end', render: (row) => <Money baht={row.payout} strong /> },
    ...(preview.correction
      ? [
          { key: 'previous', title: text.previous, align: 'end' as const, render: (row: MemberPayout) => <Money baht={row.previousPayout} /> },
          { key: 'change', title: text.change, align: 'end' as const, render: (row: MemberPayout) => <Money baht={row.change} signed /> },
        ]
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
