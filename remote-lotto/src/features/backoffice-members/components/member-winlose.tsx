// A member's win/lose over a period (the last 7 days unless chosen) as the member sees it on their
// own page (components/winlose-report.tsx): the totals, then a row per day placed on. Net is the
// member's: payout − charged.
import { useMessages } from '@tanghuay/shared-auth';
import { PeriodPicker, usePeriod } from '../../../components/backoffice/period-picker.tsx';
import { Empty, LoadError, Loading } from '../../../components/page-state.tsx';
import { WinLoseReportView } from '../../../components/winlose-report.tsx';
import type { WinLoseReport } from '../../../lib/get-winlose.ts';
import { useApi } from '../../../lib/use-api.ts';
import { getMemberWinLose } from '../api/member-history.ts';

const messages = {
  th: {
    net: 'ได้/เสียของสมาชิก',
    explain: 'ได้/เสียของสมาชิก = เงินรางวัล − ยอดที่ชำระ (บวก = สมาชิกได้) นับตามวันที่แทงโพย ไม่รวมโพยที่ยกเลิก',
    none: 'ไม่มีโพยในช่วงเวลานี้',
  },
  en: {
    net: "Member's net",
    explain: "Member's net = winnings − charged (above 0: the member won), by the day each slip was placed, cancelled slips left out",
    none: 'No slips in this period',
  },
};

function Report({ report }: { report: WinLoseReport }) {
  const text = useMessages(messages);
  if (report.days.length === 0) return <Empty title={text.none} />;
  return (
    <>
      <WinLoseReportView report={report} netTitle={text.net} />
      <p className="lotto-muted">{text.explain}</p>
    </>
  );
}

export function MemberWinLose({ memberId }: { memberId: string }) {
  const period = usePeriod('week');
  const { from, to } = period;
  const report = useApi(['/backoffice/winlose', memberId, from, to], (signal) => getMemberWinLose(memberId, { from, to }, signal));
  let body;
  if (report.data) body = <Report report={report.data} />;
  else if (report.error) body = <LoadError error={report.error} onRetry={report.reload} />;
  else body = <Loading rows={6} />;
  return (
    <>
      <PeriodPicker {...period} />
      {body}
    </>
  );
}
