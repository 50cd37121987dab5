// A round's controls (model/round-actions.ts): open now and close early, each confirmed first; and
// cancel, which first says how many slips and members would be refunded and how much (read fresh
// from GET /api/backoffice/rounds/:roundId), then asks for the reason. A refusal stays in the dialog
// in the API's words; what was done is told to the page (onDone), which reads the round again.
import { moneyInWords, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Alert, Button, Flex, Modal } from 'antd';
import { useState } from 'react';
import { ReasonPrompt } from '../../../components/backoffice/reason-prompt.tsx';
import { Figures } from '../../../components/figures.tsx';
import { Money } from '../../../components/money.tsx';
import { LoadError, Loading } from '../../../components/page-state.tsx';
import { getBackofficeRound } from '../../../lib/backoffice-rounds.ts';
import { formatDay } from '../../../lib/dates.ts';
import type { Round } from '../../../lib/round.ts';
import { useApi } from '../../../lib/use-api.ts';
import { useServerTimeReached } from '../../../lib/server-clock.ts';
import { useConfirmedRequest } from '../../../lib/use-confirmed-request.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { cancelRound, closeRound, openRound } from '../api/round-controls.ts';
import { type RoundAction, roundActions } from '../model/round-actions.ts';

const messages = {
  th: {
    open: 'เปิดรับแทง',
    close: 'ปิดรับก่อนเวลา',
    cancel: 'ยกเลิกงวด',
    back: 'กลับ',
    openTitle: 'เปิดรับแทงงวดนี้ตอนนี้?',
    openSay: 'สมาชิกจะแทงงวดนี้ได้ทันทีจนถึงเวลาปิดรับ',
    closeTitle: 'ปิดรับแทงงวดนี้ก่อนเวลา?',
    closeSay: 'สมาชิกจะแทงงวดนี้ไม่ได้อีก โพยที่แทงแล้วยังรอผลตามปกติ เปิดรับใหม่ได้ก่อนถึงเวลาปิดรับเดิม',
    cancelTitle: 'ยกเลิกงวดนี้และคืนเงินทุกโพย',
    cancelSay: 'โพยที่รอผลทุกใบจะถูกยกเลิกและคืนเงินที่ชำระเข้ากระเป๋าของสมาชิกทันที ยกเลิกแล้วเปลี่ยนกลับไม่ได้',
    refundSlips: 'โพยที่จะคืนเงิน',
    refundMembers: 'สมาชิก',
    refundAmount: 'ยอดคืนเงินรวม',
    noRefund: 'งวดนี้ยังไม่มีโพยที่ต้องคืนเงิน',
    opened: (name: string) => `เปิดรับแทง ${name} แล้ว`,
    closed: (name: string) => `ปิดรับแทง ${name} แล้ว`,
    cancelled: (name: string, slips: number, members: number, amount: string) =>
      `ยกเลิก ${name} แล้ว คืนเงิน ${slips} โพย ${members} คน รวม ${amount}`,
  },
  en: {
    open: 'Open now',
    close: 'Close early',
    cancel: 'Cancel round',
    back: 'Back',
    openTitle: 'Open this round for bets now?',
    openSay: 'Members can bet on it at once, until its close time.',
    closeTitle: 'Close this round early?',
    closeSay: 'Members can no longer bet on it; placed slips wait for the result as usual. It can be opened again before its close time.',
    cancelTitle: 'Cancel this round and refund every slip',
    cancelSay: 'Every pending slip is cancelled and what it charged goes back to the member’s wallet at once. This cannot be undone.',
    refundSlips: 'Slips refunded',
    refundMembers: 'Members',
    refundAmount: 'Refunded in all',
    noRefund: 'No slip of this round needs a refund yet',
    opened: (name: string) => `${name} is open for bets`,
    closed: (name: string) => `${name} is closed for bets`,
    cancelled: (name: string, slips: number, members: number, amount: string) =>
      `${name} cancelled: ${slips} slips of ${members} members refunded, ${amount} in all`,
  },
};

export type ControlledRound = Pick<Round, 'id' | 'lottoName' | 'closeDate' | 'status' | 'closesAt'>;

/** What the cancel dialog shows before the reason: the refund cancelling would make now. */
function RefundPreview({ roundId }: { roundId: string }) {
  const text = useMessages(messages);
  const round = useApi(['/backoffice/rounds/{roundId}', roundId], (signal) => getBackofficeRound(roundId, signal));
  if (round.loading && !round.data) return <Loading rows={2} />;
  if (!round.data) return <LoadError error={round.error} onRetry={round.reload} />;
  const preview = round.data.cancelPreview;
  if (!preview || preview.slips === 0) return <Alert type="info" title={text.noRefund} />;
  return (
    <Figures
      items={[
        { label: text.refundSlips, value: preview.slips.toLocaleString('en-US') },
        { label: text.refundMembers, value: preview.members.toLocaleString('en-US') },
        { label: text.refundAmount, value: <Money baht={preview.refund} strong /> },
      ]}
    />
  );
}

export function RoundActions({ round, onDone, size }: { round: ControlledRound; onDone: (said: string) => void; size?: 'small' }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const [asked, setAsked] = useState<RoundAction | null>(null);
  const name = `${round.lottoName} ${formatDay(round.closeDate, language)}`;
  const toggle = useSubmission((action: 'open' | 'close') => (action === 'open' ? openRound(round.id) : closeRound(round.id)));
  const cancel = useConfirmedRequest((reason: string, key: string) => cancelRound(round.id, reason, key));
  // By the device's clock: the API refuses in Thai if the server's says otherwise.
  const closeTimePassed = useServerTimeReached(round.closesAt, 0);
  const actions = roundActions(round.status, closeTimePassed);
  if (actions.length === 0) return null;

  const dismiss = () => {
    setAsked(null);
    toggle.clearError();
    cancel.clearError();
  };
  const confirmToggle = async (action: 'open' | 'close') => {
    if (!(await toggle.submit(action))) return;
    setAsked(null);
    onDone(action === 'open' ? text.opened(name) : text.closed(name));
  };
  const confirmCancel = async (reason: string) => {
    const done = await cancel.send(reason);
    if (!done) return;
    setAsked(null);
    const { slips, members, amount } = done.refunds;
    onDone(text.cancelled(name, slips, members, moneyInWords(amount, language)));
  };

  return (
    <>
      <Flex gap={8} wrap>
        {actions.map((action) => (
          <Button key={action} size={size} danger={action === 'cancel'} type={action === 'cancel' ? 'default' : 'primary'} ghost={action !== 'cancel'} onClick={() => setAsked(action)}>
            {text[action]}
          </Button>
        ))}
      </Flex>
      {(asked === 'open' || asked === 'close') && (
        <Modal
          open
          title={asked === 'open' ? text.openTitle : text.closeTitle}
          okText={text[asked]}
          cancelText={text.back}
          okButtonProps={{ loading: toggle.sending }}
          onOk={() => void confirmToggle(asked)}
          onCancel={dismiss}
        >
          <Flex vertical gap={12}>
            <strong>{name}</strong>
            <span>{asked === 'open' ? text.openSay : text.closeSay}</span>
            {toggle.error ? <LoadError error={toggle.error} /> : null}
          </Flex>
        </Modal>
      )}
      {asked === 'cancel' && (
        <ReasonPrompt
          title={text.cancelTitle}
          okText={text.cancel}
          dismissText={text.back}
          sending={cancel.sending}
          error={cancel.error}
          onSubmit={(reason) => void confirmCancel(reason)}
          onCancel={dismiss}
        >
          <strong>{name}</strong>
          <Alert type="warning" showIcon title={text.cancelSay} />
          <RefundPreview roundId={round.id} />
        </ReasonPrompt>
      )}
    </>
  );
}
