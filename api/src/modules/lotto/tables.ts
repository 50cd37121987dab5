// Kysely's view of the lottery tables (migrations/0007_lotto.sql). Money is integer satang; a rate
// is in hundredths of the stake (90000 = × 900); a discount is in basis points (100 = 1 %).
import type { ColumnType, GeneratedAlways } from 'kysely';
import type { BetType, RoundStatus } from '@tanghuay/lottery-rules';

export type ResultKind = 'government' | 'standard';
export type ResultSource = 'operator' | 'house_rng';
export type { RoundStatus };
export type LimitKind = 'closed' | 'reduced' | 'cap';
export type SlipStatus = 'pending' | 'settled' | 'cancelled';
export type SlipItemStatus = 'pending' | 'won' | 'lost' | 'cancelled';

/** A lottery's schedule (Asia/Bangkok); see catalog/schedule.ts. */
export type Schedule =
  | { kind: 'monthly'; days: number[]; close: string }
  | { kind: 'weekly'; weekdays: number[]; close: string }
  | { kind: 'interval'; minutes: number };

export interface LottoHeadTable {
  code: string;
  name: string;
  sort: number;
}

export interface LottoSubHeadTable {
  code: string;
  head_code: string;
  name: string;
  sort: number;
}

export interface LottoTable {
  code: string;
  sub_head_code: string;
  name: string;
  result_kind: ResultKind;
  result_source: ResultSource;
  /** Insert as a JSON string. */
  schedule: ColumnType<Schedule, string, string>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  sort: number;
}

export interface LottoBetTypeTable {
  lotto_code: string;
  bet_type: BetType;
  rate: number;
  min_stake: bigint;
  max_stake: bigint;
  discount_bp: ColumnType<number, number | undefined, number>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface LottoRoundTable {
  id: GeneratedAlways<bigint>;
  lotto_code: string;
  /** CloseDate, YYYY-MM-DD in Asia/Bangkok (read as a string: see db/connection.ts). */
  draw_date: ColumnType<string, string, never>;
  opens_at: Date;
  closes_at: Date;
  status: ColumnType<RoundStatus, RoundStatus | undefined, RoundStatus>;
  created_at: ColumnType<Date, Date, never>;
}

export interface LottoLimitTable {
  round_id: bigint;
  bet_type: BetType;
  number: string;
  kind: LimitKind;
  /** reduced: the % of the rate paid (1–99); cap: satang all members may stake; closed: null. */
  value: bigint | null;
}

export interface LottoNumberStakeTable {
  round_id: bigint;
  bet_type: BetType;
  number: string;
  stake: bigint;
}

export interface LottoSlipTable {
  id: GeneratedAlways<bigint>;
  account_id: bigint;
  round_id: bigint;
  status: ColumnType<SlipStatus, SlipStatus | undefined, SlipStatus>;
  stake: bigint;
  discount: bigint;
  charged: bigint;
  payout: ColumnType<bigint, bigint | undefined, bigint>;
  note: string | null;
  bet_transfer_id: bigint;
  created_at: ColumnType<Date, Date, never>;
  cancelled_at: Date | null;
  refund_transfer_id: bigint | null;
  settled_at: Date | null;
}

export interface LottoSlipItemTable {
  id: GeneratedAlways<bigint>;
  slip_id: bigint;
  round_id: bigint;
  account_id: bigint;
  bet_type: BetType;
  number: string;
  stake: bigint;
  rate: number;
  pay_percent: number;
  discount_bp: number;
  charged: bigint;
  /** What the item pays if it wins: stake × rate × pay_percent, locked when placed. */
  win_amount: bigint;
  status: ColumnType<SlipItemStatus, SlipItemStatus | undefined, SlipItemStatus>;
  payout: ColumnType<bigint, bigint | undefined, bigint>;
}

export interface LottoResultTable {
  round_id: bigint;
  first_prize: string | null;
  front3: string[] | null;
  back3: string[] | null;
  top3: string;
  bottom2: string;
  source: ResultSource;
  version: ColumnType<number, number | undefined, number>;
  entered_by: bigint | null;
  entered_at: Date;
}

export interface LottoTables {
  lotto_head: LottoHeadTable;
  lotto_sub_head: LottoSubHeadTable;
  lotto: LottoTable;
  lotto_bet_type: LottoBetTypeTable;
  lotto_round: LottoRoundTable;
  lotto_limit: LottoLimitTable;
  lotto_number_stake: LottoNumberStakeTable;
  lotto_slip: LottoSlipTable;
  lotto_slip_item: LottoSlipItemTable;
  lotto_result: LottoResultTable;
}
