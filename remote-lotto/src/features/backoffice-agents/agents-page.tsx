// /LottoAgent, the home of AGgroup (docs/backoffice.md, "Pages"): the agents the caller oversees
// with their members' count and balances now, and the chosen period's stakes, payouts and net
// (today unless chosen), with a totals row.
import { backofficePage, useLanguage, useMessages } from '@tanghuay/shared-auth';
import type { ReactNode } from 'react';
import { AgentFiguresTable } from '../../components/backoffice/agent-figures-table.tsx';
import { BackofficeFrame } from '../../components/backoffice/backoffice-frame.tsx';
import { PeriodPicker, usePeriod } from '../../components/backoffice/period-picker.tsx';
import { Empty, LoadError, Loading } from '../../components/page-state.tsx';
import { formatDay } from '../../lib/dates.ts';
import { useApi } from '../../lib/use-api.ts';
import { AGENT_REPORT_FIGURES, getAgentReport } from './api/get-agents.ts';

const messages = {
  th: {
    subtitle: 'เอเย่นต์ในสายงาน จำนวนสมาชิก ยอดเงินคงเหลือปัจจุบัน และยอดของช่วงเวลาที่เลือก',
    none: 'ยังไม่มีเอเย่นต์ในสายงาน',
    netSays: 'ผลได้เสีย = ยอดแทง − ส่วนลด − จ่ายรางวัล (บวก = สมาชิกเสีย) ยอดเงินคงเหลือเป็นยอด ณ ตอนนี้',
    period: (from: string, to: string) => (from === to ? `วันที่ ${from}` : `${from} – ${to}`),
  },
  en: {
    subtitle: 'Your agents, their members, balances now and the figures of the chosen period',
    none: 'No agents yet',
    netSays: 'Net = stakes − discounts − payouts (above 0: members lost). Balances are as of now.',
    period: (from: string, to: string) => (from === to ? from : `${from} – ${to}`),
  },
};

export function AgentsPage() {
  const text = useMessages(messages);
  const language = useLanguage();
  const period = usePeriod();
  const { from, to } = period;
  const report = useApi(['/backoffice/reports/agents', from, to], (signal) => getAgentReport({ from, to }, signal));

  let body: ReactNode;
  if (report.data) {
    body =
      report.data.agents.length === 0 ? (
        <Empty title={text.none} />
      ) : (
        <>
          <AgentFiguresTable
            rows={report.data.agents}
            figures={AGENT_REPORT_FIGURES}
            caption={text.period(formatDay(report.data.from, language), formatDay(report.data.to, language))}
          />
          <p className="lotto-muted">{text.netSays}</p>
        </>
      );
  } else if (report.error) body = <LoadError error={report.error} onRetry={report.reload} />;
  else body = <Loading rows={6} />;

  return (
    <BackofficeFrame title={backofficePage('lotto-agent').label[language]} subtitle={text.subtitle}>
      <PeriodPicker {...period} />
      {body}
    </BackofficeFrame>
  );
}
