-- The lottery engine (docs/lottery.md): the catalog (head → sub-head → lottery, each lottery with its
-- schedule and its bet-type settings), rounds, limit items, slips and their items, results, and the
-- audit log of back-office changes. Money is integer satang; a rate is in hundredths of the stake
-- (90000 = pays × 900, 320 = × 3.2); a discount is in basis points (100 = 1 %).

create table lotto_head (
  code text primary key check (code ~ '^[a-z0-9-]{1,30}$'),
  name text not null check (char_length(name) between 1 and 60),
  sort integer not null
);

create table lotto_sub_head (
  code text primary key check (code ~ '^[a-z0-9-]{1,30}$'),
  head_code text not null references lotto_head (code),
  name text not null check (char_length(name) between 1 and 60),
  sort integer not null
);

-- `result_kind`: government (first prize, two front-3, two back-3, bottom 2) or standard (top 3,
-- bottom 2). `result_source`: entered by an operator, or drawn by the house with a cryptographic
-- RNG when the round closes. `schedule` (Asia/Bangkok; modules/lotto/catalog/schedule.ts reads it):
--   {"kind": "monthly", "days": [1, 16], "close": "15:20"}
--   {"kind": "weekly", "weekdays": [1, 3, 5], "close": "20:20"}   (ISO weekdays, 1 = Monday)
--   {"kind": "interval", "minutes": 15}
-- A round opens when the one before it closes.
create table lotto (
  code text primary key check (code ~ '^[a-z0-9-]{1,30}$'),
  sub_head_code text not null references lotto_sub_head (code),
  name text not null check (char_length(name) between 1 and 60),
  result_kind text not null check (result_kind in ('government', 'standard')),
  result_source text not null check (result_source in ('operator', 'house_rng')),
  schedule jsonb not null,
  active boolean not null default true,
  sort integer not null
);

create table lotto_bet_type (
  lotto_code text not null references lotto (code),
  bet_type text not null check (bet_type in ('3top', '3tod', '3front', '3back', '2top', '2bottom', 'runtop', 'runbottom')),
  rate integer not null check (rate > 0),
  min_stake bigint not null check (min_stake > 0),
  max_stake bigint not null check (max_stake >= min_stake),
  discount_bp integer not null default 0 check (discount_bp between 0 and 10000),
  enabled boolean not null default true,
  primary key (lotto_code, bet_type)
);

-- A round of one lottery. `status` as stored: the scheduler moves upcoming → open → closed on time,
-- an operator may close early, open again before `closes_at`, or cancel; entering a result makes it
-- resulted. What counts is the status at the server's clock (modules/lotto/rounds/round-status.ts): a
-- round stored upcoming or open is open exactly while opens_at <= now < closes_at.
create table lotto_round (
  id bigint generated always as identity primary key,
  lotto_code text not null references lotto (code),
  draw_date date not null,
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  status text not null default 'upcoming'
    check (status in ('upcoming', 'open', 'closed', 'resulted', 'cancelled')),
  created_at timestamptz not null,
  check (closes_at > opens_at),
  unique (lotto_code, closes_at)
);

create index lotto_round_closes_idx on lotto_round (closes_at);
create index lotto_round_status_idx on lotto_round (status, closes_at);

-- Limit items of a round × bet type × number: closed (refused), reduced (pays `value` % of the
-- rate), cap (`value` satang: the most stake all members together may put on it).
create table lotto_limit (
  round_id bigint not null references lotto_round (id),
  bet_type text not null check (bet_type in ('3top', '3tod', '3front', '3back', '2top', '2bottom', 'runtop', 'runbottom')),
  number text not null check (number ~ '^[0-9]{1,3}$'),
  kind text not null check (kind in ('closed', 'reduced', 'cap')),
  value bigint,
  check (case kind when 'closed' then value is null
                   when 'reduced' then value between 1 and 99
                   else value > 0 end),
  primary key (round_id, bet_type, number)
);

-- The stake taken so far on each round × bet type × number (all members): a capped number's row is
-- raised with one conditional UPDATE, which holds the cap exactly under concurrent bets.
create table lotto_number_stake (
  round_id bigint not null references lotto_round (id),
  bet_type text not null,
  number text not null,
  stake bigint not null check (stake >= 0),
  primary key (round_id, bet_type, number)
);

-- A member's slip (โพย): accepted whole or not at all, charged in one ledger transfer
-- (member wallet → house) in the transaction that records it.
create table lotto_slip (
  id bigint generated always as identity primary key,
  account_id bigint not null references account (id),
  round_id bigint not null references lotto_round (id),
  status text not null default 'pending' check (status in ('pending', 'settled', 'cancelled')),
  stake bigint not null check (stake > 0),
  discount bigint not null check (discount >= 0),
  charged bigint not null check (charged >= 0),
  payout bigint not null default 0 check (payout >= 0),
  note text check (char_length(note) between 1 and 200),
  bet_transfer_id bigint not null references ledger_transfer (id),
  created_at timestamptz not null,
  cancelled_at timestamptz,
  refund_transfer_id bigint references ledger_transfer (id),
  settled_at timestamptz,
  check (charged = stake - discount),
  check ((status = 'cancelled') = (cancelled_at is not null)),
  check ((status = 'cancelled') = (refund_transfer_id is not null))
);

create index lotto_slip_account_idx on lotto_slip (account_id, id);
create index lotto_slip_round_idx on lotto_slip (round_id, status);

-- One number of a slip, with what was locked when it was placed: the rate, the % of it paid (100,
-- or a reduced number's value), the discount, and so what it pays if it wins (`win_amount`,
-- computed once by the code that prices it). `round_id` and `account_id` repeat the slip's so
-- settlement is one set-based statement over the round.
create table lotto_slip_item (
  id bigint generated always as identity primary key,
  slip_id bigint not null references lotto_slip (id),
  round_id bigint not null references lotto_round (id),
  account_id bigint not null references account (id),
  bet_type text not null check (bet_type in ('3top', '3tod', '3front', '3back', '2top', '2bottom', 'runtop', 'runbottom')),
  number text not null check (number ~ '^[0-9]{1,3}$'),
  stake bigint not null check (stake > 0),
  rate integer not null check (rate > 0),
  pay_percent integer not null check (pay_percent between 1 and 100),
  discount_bp integer not null check (discount_bp between 0 and 10000),
  charged bigint not null check (charged >= 0 and charged <= stake),
  win_amount bigint not null check (win_amount > 0),
  status text not null default 'pending' check (status in ('pending', 'won', 'lost', 'cancelled')),
  payout bigint not null default 0 check (payout >= 0),
  check (payout in (0, win_amount)),
  check ((status = 'won') = (payout > 0))
);

create index lotto_slip_item_slip_idx on lotto_slip_item (slip_id);
create index lotto_slip_item_round_idx on lotto_slip_item (round_id, bet_type, number);

-- A round's result. `version` counts corrections: each re-settles the round through new ledger
-- entries. Government results keep the first prize (top 3 = its last three digits) and the two
-- front-3 and back-3 numbers.
create table lotto_result (
  round_id bigint primary key references lotto_round (id),
  first_prize text check (first_prize ~ '^[0-9]{6}$'),
  front3 text[] check (front3 is null or cardinality(front3) = 2),
  back3 text[] check (back3 is null or cardinality(back3) = 2),
  top3 text not null check (top3 ~ '^[0-9]{3}$'),
  bottom2 text not null check (bottom2 ~ '^[0-9]{2}$'),
  source text not null check (source in ('operator', 'house_rng')),
  version integer not null default 1 check (version >= 1),
  entered_by bigint references account (id),
  entered_at timestamptz not null,
  check ((first_prize is null) = (front3 is null) and (front3 is null) = (back3 is null)),
  check (first_prize is null or right(first_prize, 3) = top3),
  check ((source = 'operator') = (entered_by is not null))
);

-- Every back-office change: who (null: the system, e.g. the scheduler or the house draw), when,
-- what, and the entity before and after.
create table audit_log (
  id bigint generated always as identity primary key,
  actor_account_id bigint references account (id),
  action text not null check (char_length(action) between 1 and 60),
  entity text not null check (char_length(entity) between 1 and 60),
  entity_id text not null,
  before jsonb,
  after jsonb,
  at timestamptz not null
);

create index audit_log_entity_idx on audit_log (entity, entity_id, id);
create index audit_log_at_idx on audit_log (at, id);

-- Settling again after a corrected result moves the difference of a slip's payout either way.
alter table ledger_transfer drop constraint ledger_transfer_kind_check;
alter table ledger_transfer add constraint ledger_transfer_kind_check check (kind in (
  'deposit', 'withdrawal_hold', 'withdrawal_payout', 'withdrawal_return', 'bet', 'payout', 'refund',
  'payout_correction'
));

-- When a member may cancel a slip (docs/lottery.md): within `cancelWithinMinutes` of placing it and
-- until `cancelBeforeCloseMinutes` before the round closes.
insert into setting (key, value) values
  ('lotto', '{"cancelWithinMinutes": 30, "cancelBeforeCloseMinutes": 10}');

-- The catalog the embedded start shows (docs/lottery.md). Rates, stakes and discounts are the defaults
-- an operator changes per lottery.
insert into lotto_head (code, name, sort) values
  ('thai', 'หวยไทย', 1),
  ('lao', 'หวยลาว', 2),
  ('hanoi', 'หวยฮานอย', 3),
  ('stock', 'หวยหุ้น', 4),
  ('fast', 'หวยด่วน', 5);

insert into lotto_sub_head (code, head_code, name, sort) values
  ('thai-gov', 'thai', 'รัฐบาล', 1),
  ('lao-pattana', 'lao', 'ลาวพัฒนา', 1),
  ('lao-vip', 'lao', 'ลาว VIP', 2),
  ('hanoi-normal', 'hanoi', 'ปกติ', 1),
  ('hanoi-special', 'hanoi', 'พิเศษ', 2),
  ('hanoi-vip', 'hanoi', 'VIP', 3),
  ('stock-nikkei', 'stock', 'นิเคอิ', 1),
  ('stock-hangseng', 'stock', 'ฮั่งเส็ง', 2),
  ('stock-thai', 'stock', 'หุ้นไทย', 3),
  ('fast-15', 'fast', 'ด่วน 15 นาที', 1);

insert into lotto (code, sub_head_code, name, result_kind, result_source, schedule, sort) values
  ('thai-gov', 'thai-gov', 'หวยรัฐบาลไทย', 'government', 'operator', '{"kind": "monthly", "days": [1, 16], "close": "15:20"}', 1),
  ('lao-pattana', 'lao-pattana', 'หวยลาวพัฒนา', 'standard', 'operator', '{"kind": "weekly", "weekdays": [1, 3, 5], "close": "20:20"}', 2),
  ('lao-vip', 'lao-vip', 'หวยลาว VIP', 'standard', 'operator', '{"kind": "weekly", "weekdays": [1, 2, 3, 4, 5, 6, 7], "close": "21:20"}', 3),
  ('hanoi-normal', 'hanoi-normal', 'หวยฮานอยปกติ', 'standard', 'operator', '{"kind": "weekly", "weekdays": [1, 2, 3, 4, 5, 6, 7], "close": "18:10"}', 4),
  ('hanoi-special', 'hanoi-special', 'หวยฮานอยพิเศษ', 'standard', 'operator', '{"kind": "weekly", "weekdays": [1, 2, 3, 4, 5, 6, 7], "close": "17:10"}', 5),
  ('hanoi-vip', 'hanoi-vip', 'หวยฮานอย VIP', 'standard', 'operator', '{"kind": "weekly", "weekdays": [1, 2, 3, 4, 5, 6, 7], "close": "19:10"}', 6),
  ('nikkei-morning', 'stock-nikkei', 'นิเคอิเช้า', 'standard', 'operator', '{"kind": "weekly", "weekdays": [1, 2, 3, 4, 5], "close": "09:20"}', 7),
  ('nikkei-afternoon', 'stock-nikkei', 'นิเคอิบ่าย', 'standard', 'operator', '{"kind": "weekly", "weekdays": [1, 2, 3, 4, 5], "close": "12:50"}', 8),
  ('hangseng-morning', 'stock-hangseng', 'ฮั่งเส็งเช้า', 'standard', 'operator', '{"kind": "weekly", "weekdays": [1, 2, 3, 4, 5], "close": "10:50"}', 9),
  ('hangseng-afternoon', 'stock-hangseng', 'ฮั่งเส็งบ่าย', 'standard', 'operator', '{"kind": "weekly", "weekdays": [1, 2, 3, 4, 5], "close": "14:50"}', 10),
  ('thai-stock-evening', 'stock-thai', 'หุ้นไทยเย็น', 'standard', 'operator', '{"kind": "weekly", "weekdays": [1, 2, 3, 4, 5], "close": "16:20"}', 11),
  ('fast-15', 'fast-15', 'หวยด่วน 15 นาที', 'standard', 'house_rng', '{"kind": "interval", "minutes": 15}', 12);

-- Defaults (docs/lottery.md): rate × stake, 1 baht minimum, and a maximum per number of 2,000 baht on
-- three digits, 5,000 on two and 10,000 on a running digit; front/back 3 only for the government
-- lottery; no discount until an operator sets one.
insert into lotto_bet_type (lotto_code, bet_type, rate, min_stake, max_stake)
select l.code, d.bet_type, d.rate, 100, d.max_stake
from lotto l
cross join (values
  ('3top', 90000, 200000), ('3tod', 15000, 200000), ('3front', 45000, 200000), ('3back', 45000, 200000),
  ('2top', 9000, 500000), ('2bottom', 9000, 500000), ('runtop', 320, 1000000), ('runbottom', 420, 1000000)
) as d (bet_type, rate, max_stake)
where l.result_kind = 'government' or d.bet_type not in ('3front', '3back');
