// /dashboard, the back office's home (docs/backoffice.md, "Pages"): what needs a person now, then
// the chosen period's figures (today unless chosen) over the members the caller reaches — cards,
// day by day, and per agent for those who oversee several.
import { backofficePage, useLanguage, useMessages } from '@tanghuay/shared-auth';
import type { ReactNode } from 'react';
import { AgentFiguresTable } from '../../components/backoffice/agent-figures-table.tsx';
import { BackofficeFrame } from '../../components/backoffice/backoffice-frame.tsx';
import { PeriodPicker, usePeriod } from '../../components/backoffice/period-picker.tsx';
import { LoadError, Loading } from '../../components/page-state.tsx';
import { useApi } from '../../lib/use-api.ts';
import { getSummary, type Summary } from './api/get-summary.ts';
import { DaysSection } from './components/days-section.tsx';
import { FigureCards } from './components/figure-cards.tsx';
import { QueueCards } from './components/queue-cards.tsx';

const messages = {
  th: { subtitle: 'ยอดของสมาชิกในความดูแล และงานที่รอดำเนินการ', agents: 'แยกตามเอเย่นต์' },
  en: { subtitle: 'Figures of the members in your care, and what is waiting for you', agents: 'Per agent' },
};

/** What the summary says of each agent. */
const AGENT_FIGURES = ['activeMembers', 'stake', 'discount', 'payout', 'net', 'deposits', 'withdrawals'] as const;

function Report({ summary }: { summary: Summary }) {
  const text = useMessages(messages);
  return (
    <>
      <QueueCards queues={summary.queues} />
      <FigureCards figures={summary.totals} />
      <DaysSection days={summary.days} />
      {summary.agents.length > 0 && <AgentFiguresTable rows={summary.agents} figures={AGENT_FIGURES} caption={text.agents} />}
    </>
  );
}

export function BackofficeHomePage() {
  const text = useMessages(messages);
  const language = useLanguage();
  const period = usePeriod();
  const { from, to } = period;
  const summary = useApi(['/backoffice/reports/summary', from, to], (signal) => getSummary({ from, to }, signal));

  let body: ReactNode;
  if (summary.data) body = <Report summary={summary.data} />;
  else if (summary.error) body = <LoadError error={summary.error} onRetry={summary.reload} />;
  else body = <Loading rows={8} />;

  return (
    <BackofficeFrame title={backofficePage('home').label[language]} subtitle={text.subtitle}>
      <PeriodPicker {...period} />
      {body}
    </BackofficeFrame>
  );
}
