// /tanghuay-online/list-detail/:id: one slip — its round and draw day, when it was placed, its
// status and totals (stake, discount, charged, what it may win while pending, what it paid once
// settled, with the line that sums it up) — and every item with its outcome, winners first, read
// again whenever its round changes status (so a result shows without a reload).
// It can be printed (the receipt alone), shared as an image and, while its window lasts, cancelled.
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Button, Card, Flex, Tag } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Figures } from '../../components/figures.tsx';
import { LottoPage } from '../../components/lotto-page.tsx';
import { Money } from '../../components/money.tsx';
import { LoadError, Loading } from '../../components/page-state.tsx';
import { RepeatSlipButton } from '../../components/repeat-slip-button.tsx';
import { SlipReceipt } from '../../components/slip-receipt.tsx';
import { formatDateTime, formatDayWithWeekday } from '../../lib/dates.ts';
import type { Slip } from '../../lib/slip.ts';
import { useApi } from '../../lib/use-api.ts';
import { getSlip } from './api/get-slip.ts';
import { CancelSlipButton } from './cancel-slip-button.tsx';
import { SLIPS_PATH } from '../../lib/paths.ts';
import { ShareSlipButton } from './share-slip-button.tsx';
import { SlipItemsTable } from './slip-items-table.tsx';
import { SLIP_OUTCOME, slipOutcome } from './slip-outcome.ts';
import { SlipOutcomeLine } from './slip-outcome-line.tsx';
import { useRoundChanges } from '../../lib/use-round-changes.ts';

const messages = {
  th: {
    back: '‹ กลับไปโพยของฉัน',
    title: (id: string) => `โพยเลขที่ ${id}`,
    lotto: 'หวย',
    draw: 'งวดวันที่',
    placedAt: 'เวลาแทง',
    cancelledAt: 'ยกเลิกเมื่อ',
    note: 'บันทึก',
    stake: 'ยอดแทง',
    discount: 'ส่วนลด',
    charged: 'ยอดที่ชำระ',
    potentialWin: 'ถ้าถูกได้สูงสุด',
    payout: 'เงินรางวัลที่ได้รับ',
    print: 'พิมพ์โพย',
  },
  en: {
    back: '‹ Back to my slips',
    title: (id: string) => `Slip no. ${id}`,
    lotto: 'Lottery',
    draw: 'Draw',
    placedAt: 'Placed',
    cancelledAt: 'Cancelled',
    note: 'Note',
    stake: 'Stake',
    discount: 'Discount',
    charged: 'Charged',
    potentialWin: 'Wins up to',
    payout: 'Winnings paid',
    print: 'Print slip',
  },
};

function SlipHeadCard({ slip, onChange }: { slip: Slip; onChange: (slip: Slip) => void }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const facts = [
    { label: text.lotto, value: slip.lottoName },
    { label: text.draw, value: formatDayWithWeekday(slip.closeDate, language) },
    { label: text.placedAt, value: formatDateTime(slip.createdAt, language) },
    ...(slip.cancelledAt ? [{ label: text.cancelledAt, value: formatDateTime(slip.cancelledAt, language) }] : []),
    ...(slip.note ? [{ label: text.note, value: slip.note }] : []),
  ];
  const figures = [
    { label: text.stake, value: <Money baht={slip.stake} /> },
    { label: text.discount, value: <Money baht={slip.discount} /> },
    { label: text.charged, value: <Money baht={slip.charged} strong /> },
    ...(slip.status === 'pending' ? [{ label: text.potentialWin, value: <Money baht={slip.potentialWin} /> }] : []),
    ...(slip.status === 'settled' ? [{ label: text.payout, value: <Money baht={slip.payout} strong /> }] : []),
  ];
  return (
    <Card size="small">
      <Flex vertical gap={12}>
        <Figures items={facts} wide />
        <Figures items={figures} />
        <Flex align="center" gap={8} wrap>
          <Button onClick={() => window.print()}>{text.print}</Button>
          <ShareSlipButton slip={slip} />
          <CancelSlipButton slip={slip} onChange={onChange} />
          <RepeatSlipButton slip={slip} />
        </Flex>
      </Flex>
    </Card>
  );
}

/** Back where the member came from (the list as they filtered it), or to the list when opened directly. */
function useBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => (location.key === 'default' ? navigate(SLIPS_PATH) : navigate(-1));
}

export function SlipDetailPage() {
  const text = useMessages(messages);
  const language = useLanguage();
  const back = useBack();
  const { id = '' } = useParams();
  const loaded = useApi(['/lotto/slips/{id}', id], (signal) => getSlip(id, signal));
  const [changed, setChanged] = useState<Slip>();
  const slip = changed?.id === id ? changed : loaded.data;
  useRoundChanges((roundId) => {
    if (slip?.roundId === roundId) getSlip(id).then(setChanged, () => undefined);
  });

  return (
    <LottoPage
      title={text.title(id)}
      above={
        <Button type="link" onClick={back} style={{ alignSelf: 'flex-start', padding: 0 }}>
          {text.back}
        </Button>
      }
      beside={
        slip && (
          <Tag color={SLIP_OUTCOME[slipOutcome(slip)].color} style={{ marginInlineEnd: 0 }}>
            {SLIP_OUTCOME[slipOutcome(slip)].label[language]}
          </Tag>
        )
      }
    >
      {slip ? (
        <>
          <SlipHeadCard slip={slip} onChange={setChanged} />
          <SlipOutcomeLine slip={slip} />
          <SlipItemsTable items={slip.items} />
          <SlipReceipt slip={slip} printOnly />
        </>
      ) : loaded.error ? (
        <LoadError error={loaded.error} onRetry={loaded.reload} />
      ) : (
        <Loading rows={8} />
      )}
    </LottoPage>
  );
}
