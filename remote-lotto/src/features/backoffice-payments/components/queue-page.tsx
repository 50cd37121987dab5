// A payment queue of the back office (docs/backoffice.md, "Pages"): the requests of the members the
// caller reaches, newest first, a tab per status (pending first) and a search by username, both in
// the address; a table on wide screens, a card per request on phones. Approving asks for
// confirmation (a withdrawal: that the money was paid into the account shown), saying which of two
// approvals it is where the two-person rule applies; rejecting asks for the reason. What happened is
// said above the list, which is read again — also when someone else decided the request first.
import { backofficePage, type BackofficePageKey, useLanguage, useMessages, useUserData } from '@tanghuay/shared-auth';
import { Alert, Grid, Modal, Segmented } from 'antd';
import { type ReactNode, useState } from 'react';
import { BackofficeFrame } from '../../../components/backoffice/backoffice-frame.tsx';
import { PhoneSized } from '../../../components/backoffice/phone-sized.tsx';
import { ReasonPrompt } from '../../../components/backoffice/reason-prompt.tsx';
import { SearchBox } from '../../../components/backoffice/search-box.tsx';
import { useCan } from '../../../components/backoffice/use-can.ts';
import { Figures } from '../../../components/figures.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { Money } from '../../../components/money.tsx';
import { Empty, LoadError, Loading } from '../../../components/page-state.tsx';
import { paramOf, useAddressParams } from '../../../lib/query-params.ts';
import { PAYMENT_STATUS, type PaymentStatus } from '../../../lib/statuses.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { getQueue, PAYMENT_STATUSES, type QueueItem, type QueueKind } from '../api/queue.ts';
import { type Outcome, useDecision } from '../hooks/use-decision.ts';
import { type ApprovalStage, type Approver, approvalStage, mayApprove } from '../model/approvals.ts';
import { QueueCards } from './queue-cards.tsx';
import { QueueTable } from './queue-table.tsx';
import { BankAccountLines, bankOf, useApproveLabel } from './request-parts.tsx';

const messages = {
  th: {
    subtitle: {
      deposits: 'ตรวจสอบว่ายอดโอนเข้าบัญชีแล้วจึงอนุมัติ เงินจะเข้ากระเป๋าของสมาชิกทันที',
      withdrawals: 'โอนเงินเข้าบัญชีของสมาชิกให้เรียบร้อยก่อนกดอนุมัติ หากไม่อนุมัติ เงินจะคืนเข้ากระเป๋าของสมาชิก',
    },
    subtitleNoDepositApproval:
      'รายการฝากเงินของสมาชิกของท่าน การอนุมัติยอดฝากทำได้เฉพาะเจ้าหน้าที่ปฏิบัติการหรือผู้ดูแลระบบ ท่านไม่อนุมัติรายการที่ไม่พบยอดโอนได้',
    status: 'สถานะ',
    search: 'ค้นหาชื่อผู้ใช้',
    none: { pending: 'ไม่มีรายการรอดำเนินการ', approved: 'ไม่มีรายการที่อนุมัติแล้ว', rejected: 'ไม่มีรายการที่ไม่อนุมัติ' },
    noneFound: (q: string) => `ไม่พบรายการของสมาชิกที่ชื่อมี “${q}”`,
    more: 'ดูรายการเก่ากว่านี้',
    approveTitle: { deposits: 'อนุมัติรายการฝากเงิน', withdrawals: 'ยืนยันการโอนเงินถอน' },
    approveSay: {
      deposits: {
        only: 'ยอดนี้จะเข้ากระเป๋าของสมาชิกทันที ตรวจสอบว่าได้รับเงินในบัญชีแล้ว',
        first: 'รายการนี้ต้องมีผู้อนุมัติ 2 คน ท่านเป็นผู้อนุมัติคนที่ 1 ตรวจสอบว่าได้รับเงินในบัญชีแล้ว ยอดจะเข้ากระเป๋าของสมาชิกเมื่อผู้อนุมัติคนที่ 2 อนุมัติ',
        second: 'ท่านเป็นผู้อนุมัติคนที่ 2 ยอดนี้จะเข้ากระเป๋าของสมาชิกทันที ตรวจสอบว่าได้รับเงินในบัญชีแล้ว',
      } satisfies Record<ApprovalStage, string>,
      withdrawals: {
        only: 'กดอนุมัติเมื่อโอนเงินเข้าบัญชีนี้เรียบร้อยแล้วเท่านั้น',
        first: 'รายการนี้ต้องมีผู้อนุมัติ 2 คน ท่านเป็นผู้อนุมัติคนที่ 1 ยังไม่ต้องโอนเงิน ผู้อนุมัติคนที่ 2 จะโอนเงินเข้าบัญชีนี้แล้วจึงกดอนุมัติ',
        second: 'ท่านเป็นผู้อนุมัติคนที่ 2 กดอนุมัติเมื่อโอนเงินเข้าบัญชีนี้เรียบร้อยแล้วเท่านั้น',
      } satisfies Record<ApprovalStage, string>,
    },
    firstApprover: 'ผู้อนุมัติคนที่ 1',
    cancel: 'ยกเลิก',
    rejectTitle: { deposits: 'ไม่อนุมัติรายการฝากเงิน', withdrawals: 'ไม่อนุมัติรายการถอนเงิน' },
    reject: 'ไม่อนุมัติ',
    number: 'เลขที่',
    member: 'สมาชิก',
    amount: 'จำนวนเงิน',
    account: 'บัญชี',
    approved: (id: string) => `อนุมัติรายการ #${id} แล้ว`,
    firstApproved: (id: string) => `บันทึกการอนุมัติคนที่ 1 ของรายการ #${id} แล้ว · รออนุมัติคนที่ 2`,
    rejected: (id: string) => `ไม่อนุมัติรายการ #${id} แล้ว`,
    taken: (id: string) => `รายการ #${id} ถูกดำเนินการแล้วโดยผู้อื่น`,
  },
  en: {
    subtitle: {
      deposits: 'Check the money arrived before approving: it goes into the member’s wallet at once.',
      withdrawals: 'Pay the money into the member’s account before approving. A rejected request goes back to the wallet.',
    },
    subtitleNoDepositApproval:
      'Your members’ deposits. Only operators and administrators approve deposits; you may reject one whose money never arrived.',
    status: 'Status',
    search: 'Search username',
    none: { pending: 'Nothing waiting', approved: 'No approved requests', rejected: 'No rejected requests' },
    noneFound: (q: string) => `No requests of members whose username has “${q}”`,
    more: 'Show older requests',
    approveTitle: { deposits: 'Approve the deposit', withdrawals: 'Confirm the payout' },
    approveSay: {
      deposits: {
        only: 'The amount goes into the member’s wallet at once. Check it arrived in the account.',
        first: 'This request needs two approvers and you are the first. Check the money arrived; it reaches the wallet once a second approver approves.',
        second: 'You are the second approver: the amount goes into the member’s wallet at once. Check it arrived in the account.',
      } satisfies Record<ApprovalStage, string>,
      withdrawals: {
        only: 'Approve only once the money has been paid into this account.',
        first: 'This request needs two approvers and you are the first. Do not pay yet: the second approver pays into this account, then approves.',
        second: 'You are the second approver: approve only once the money has been paid into this account.',
      } satisfies Record<ApprovalStage, string>,
    },
    firstApprover: '1st approver',
    cancel: 'Cancel',
    rejectTitle: { deposits: 'Reject the deposit', withdrawals: 'Reject the withdrawal' },
    reject: 'Reject',
    number: 'No.',
    member: 'Member',
    amount: 'Amount',
    account: 'Account',
    approved: (id: string) => `Request #${id} approved`,
    firstApproved: (id: string) => `First approval of request #${id} recorded · awaiting the 2nd`,
    rejected: (id: string) => `Request #${id} rejected`,
    taken: (id: string) => `Request #${id} was already decided by someone else`,
  },
};

const isStatus = (value: string): value is PaymentStatus => (PAYMENT_STATUSES as readonly string[]).includes(value);

const PAGE_OF: Record<QueueKind, BackofficePageKey> = { deposits: 'deposits', withdrawals: 'withdrawals' };

function RequestFacts({ item }: { item: QueueItem }) {
  const text = useMessages(messages);
  const facts = [
    { label: text.number, value: `#${item.id}` },
    { label: text.member, value: item.member.username },
    { label: text.amount, value: <Money baht={item.amount} strong /> },
    { label: text.account, value: <BankAccountLines bank={bankOf(item)} /> },
  ];
  if (item.firstApproval) facts.push({ label: text.firstApprover, value: item.firstApproval.by.username });
  return <Figures wide items={facts} />;
}

function OutcomeNotice({ outcome, onClose }: { outcome: Outcome; onClose: () => void }) {
  const text = useMessages(messages);
  if (outcome.taken) return <Alert type="warning" showIcon closable={{ onClose }} title={text.taken(outcome.item.id)} description={outcome.message} />;
  const { item } = outcome;
  let said = text.rejected(item.id);
  if (outcome.decision === 'approve') said = item.status === 'pending' ? text.firstApproved(item.id) : text.approved(item.id);
  return <Alert type="success" showIcon closable={{ onClose }} title={said} />;
}

/** The signed-in staff member as the two-person rule sees them. */
function useApprover(): Approver {
  const userData = useUserData();
  const approvesDeposits = useCan('manage', 'DepositApproval');
  return { id: String(userData?.userID ?? ''), usertype: userData?.usertype ?? '', approvesDeposits };
}

export function QueuePage({ kind }: { kind: QueueKind }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const [params, show] = useAddressParams();
  const status = paramOf(params, 'status', isStatus) ?? 'pending';
  const q = params.get('q') ?? '';
  const list = usePagedList([`/backoffice/${kind}`, kind, status, q], (cursor, signal) => getQueue(kind, { status, q }, cursor, signal));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const decision = useDecision(kind, (decided) => {
    setOutcome(decided);
    list.reload();
  });
  const approver = useApprover();
  const approveLabel = useApproveLabel();
  const wide = Grid.useBreakpoint().sm === true;

  let body: ReactNode;
  if (!list.first.data) body = list.first.error ? <LoadError error={list.first.error} onRetry={list.reload} /> : <Loading rows={6} />;
  else if (list.items.length === 0) body = <Empty title={q ? text.noneFound(q) : text.none[status]} />;
  else {
    const Requests = wide ? QueueTable : QueueCards;
    body = (
      <>
        <Requests
          kind={kind}
          items={list.items}
          canApprove={(item) => mayApprove(kind, item, approver)}
          onApprove={(item) => decision.ask(item, 'approve')}
          onReject={(item) => decision.ask(item, 'reject')}
        />
        <LoadMore list={list} label={text.more} />
      </>
    );
  }

  const { pending } = decision;
  return (
    <PhoneSized>
      <BackofficeFrame
        title={backofficePage(PAGE_OF[kind]).label[language]}
        subtitle={kind === 'deposits' && !approver.approvesDeposits ? text.subtitleNoDepositApproval : text.subtitle[kind]}
      >
        <div className="bo-toolbar" style={{ justifyContent: 'space-between' }}>
          <Segmented<PaymentStatus>
            aria-label={text.status}
            value={status}
            onChange={(value) => show({ status: value === 'pending' ? undefined : value })}
            options={PAYMENT_STATUSES.map((value) => ({ value, label: PAYMENT_STATUS[value].label[language] }))}
          />
          <SearchBox value={q} label={text.search} onSearch={(value) => show({ q: value })} />
        </div>
        {outcome && <OutcomeNotice outcome={outcome} onClose={() => setOutcome(null)} />}
        {body}
        {pending?.decision === 'approve' && (
          <Modal
            open
            title={text.approveTitle[kind]}
            okText={approveLabel(pending.item)}
            cancelText={text.cancel}
            okButtonProps={{ loading: decision.sending }}
            onOk={() => void decision.confirm()}
            onCancel={decision.cancel}
          >
            <RequestFacts item={pending.item} />
            <p>{text.approveSay[kind][approvalStage(pending.item)]}</p>
            {decision.error ? <LoadError error={decision.error} /> : null}
          </Modal>
        )}
        {pending?.decision === 'reject' && (
          <ReasonPrompt
            title={text.rejectTitle[kind]}
            okText={text.reject}
            sending={decision.sending}
            error={decision.error}
            onSubmit={(reason) => void decision.confirm(reason)}
            onCancel={decision.cancel}
          >
            <RequestFacts item={pending.item} />
          </ReasonPrompt>
        )}
      </BackofficeFrame>
    </PhoneSized>
  );
}
