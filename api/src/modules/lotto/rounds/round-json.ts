// A round as it crosses the API: its status by the server's clock and the seconds until it closes.
import { ROUND_STATUSES } from '@tanghuay/lottery-rules';
import { dateTime } from '../../../lib/schemas.ts';
import { idString } from '../../../lib/ids.ts';
import { object } from '../json-schema.ts';
import { statusAt } from './round-status.ts';
import type { RoundInfo } from './round-terms.ts';

export { ROUND_STATUSES };

export const roundParams = object({ roundId: idString });

/** A round with its status by the server's clock at `now` and the whole seconds until it closes (0 once closed). */
export function roundJson(round: RoundInfo, now: Date) {
  const status = statusAt(round, now);
  const open = status === 'upcoming' || status === 'open';
  return {
    id: String(round.id),
    lottoCode: round.lottoCode,
    lottoName: round.lottoName,
    lottoHead: round.headName,
    lottoSubHead: round.subHeadName,
    closeDate: round.drawDate,
    opensAt: round.opensAt.toISOString(),
    closesAt: round.closesAt.toISOString(),
    status,
    secondsToClose: open ? Math.max(0, Math.floor((round.closesAt.getTime() - now.getTime()) / 1000)) : 0,
  };
}

export const roundProperties = {
  id: idString,
  lottoCode: { type: 'string' },
  lottoName: { type: 'string' },
  lottoHead: { type: 'string', description: 'the head (group) name, e.g. หวยไทย' },
  lottoSubHead: { type: 'string', description: 'the sub-head name, e.g. รัฐบาล' },
  closeDate: { type: 'string', format: 'date', description: 'the draw date, YYYY-MM-DD in Asia/Bangkok' },
  opensAt: dateTime,
  closesAt: dateTime,
  status: { type: 'string', enum: [...ROUND_STATUSES], description: "by the server's clock" },
  secondsToClose: { type: 'integer', description: 'whole seconds until bets close; 0 once closed' },
} as const;

export const roundSchema = object(roundProperties);
