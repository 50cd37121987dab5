// When a round takes bets, on two short lines: its opening (with the day when it is not the draw
// day) and its close.
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { bangkokDay, formatDateTime, formatTime } from '../../../lib/dates.ts';
import type { Round } from '../../../lib/round.ts';

const messages = {
  th: { opens: 'เปิด', closes: 'ปิด' },
  en: { opens: 'Opens', closes: 'Closes' },
};

export function RoundTimes({ round }: { round: Pick<Round, 'opensAt' | 'closesAt' | 'closeDate'> }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const sameDay = bangkokDay(new Date(round.opensAt)) === round.closeDate;
  return (
    <div className="bo-nowrap bo-number">
      <div>
        {text.opens} {sameDay ? formatTime(round.opensAt, language) : formatDateTime(round.opensAt, language)}
      </div>
      <div>
        {text.closes} {formatTime(round.closesAt, language)}
      </div>
    </div>
  );
}
