// A round the size a settlement should handle, written straight into the bench's database: members
// (made here, or members who exist already, registered through the API) each topped up by a demo
// deposit of what their slips cost (and 1,000 baht more for those made here, whose wallets start
// empty: an existing member's balance is what it was), then slips of ITEMS_PER_SLIP random items over those members,
// each slip with what placing it writes (lotto_place_slip, api/migrations/functions/lotto_place_slip.sql): its
// bet transfer (member wallet → house) with both entries and the wallet's balance after it, the
// slip and its priced items, and the round's stake per number (not its Idempotency-Key, which a
// settlement never reads). And the floor of settling it: one bare UPDATE of all those items, timed
// inside a transaction that is rolled back.
//
// The load is set-based and skips the ledger's per-row triggers and the foreign keys
// (session_replication_role = replica), which would check a million rows one by one: it writes
// every transfer summing to zero, each member's entries carrying the balance after them in order,
// and the stored balance equal to the last one. The books check after the run audits all of it,
// and the ledger's triggers check the settlement's own entries against these.
import { performance } from 'node:perf_hooks';
import type { SqlSession } from '@tanghuay/api/testing/api-process';
import { DIGITS } from '@tanghuay/lottery-rules';
import { ITEMS_PER_SLIP, STANDARD_TYPES } from './lottery.ts';

/** What a seeded member keeps in the wallet after paying for their slips: 1,000 baht, in satang. */
const LEFT_AFTER_SLIPS = 100_000;

/** The first of `count` ids taken at once from the identity sequence of `table`'s id. */
async function takeIds(session: SqlSession, table: string, count: number): Promise<string> {
  const [row] = await session.query<{ first: string }>(
    `select (setval(pg_get_serial_sequence($1, 'id'), nextval(pg_get_serial_sequence($1, 'id')) + $2 - 1) - $2 + 1)::text as first`,
    [table, count],
  );
  if (!row) throw new Error(`no ids from the sequence of ${table}`);
  return row.first;
}

export interface SeededRound {
  items: number;
  slips: number;
  members: number;
}

/** Whose slips: `count` members made here, or the members of these account ids. */
export type SeedMembers = { count: number } | { accountIds: readonly string[] };

/** Writes `items` items on the members into the open round `roundId` of `lottoCode`. */
export async function seedRound(
  session: SqlSession,
  { roundId, lottoCode, items, members: whose }: { roundId: string; lottoCode: string; items: number; members: SeedMembers },
): Promise<SeededRound> {
  const made = 'count' in whose;
  const members = made ? whose.count : whose.accountIds.length;
  const slips = Math.ceil(items / ITEMS_PER_SLIP);
  const types = [...STANDARD_TYPES];
  const digits = STANDARD_TYPES.map((type) => DIGITS[type]);
  await session.query('begin');
  try {
    await session.query('set local session_replication_role = replica');
    if (made) {
      await session.query(
        `insert into account (username, password_hash, role, usertype, phone, bank_code, bank_account_no, bank_account_name,
                              age20_accepted_at, created_at)
         select 'settle' || g, '-', 'member', 'member', '0812345678', 'SCB', (2000000000 + g)::text, 'สมชาย ทดสอบ', now(), now()
         from generate_series(0, $1::int - 1) g`,
        [members],
      );
    }
    await session.query(
      made
        ? `create temp table seed_member on commit drop as
           select id, (row_number() over (order by id))::int - 1 as n from account where username like 'settle%'`
        : `create temp table seed_member on commit drop as
           select id, (row_number() over (order by id))::int - 1 as n from account where id = any($1::bigint[])`,
      made ? [] : [whose.accountIds],
    );
    // Each item: a bet type, a number of its shape (โต๊ด takes no triple), 1–20 baht, priced by the
    // database's own rule (lotto_item_price) with the lottery's terms: the members have no discount
    // of their own and no number is reduced.
    await session.query(
      `create temp table seed_item on commit drop as
       select d.n, d.n / ${ITEMS_PER_SLIP} as slip_n, d.bet_type, d.number, d.stake, bt.rate, bt.discount_bp, price.charged,
              price.win_amount
       from (
         select n, bet_type, stake,
                case when bet_type = '3tod' and drawn ~ '^(.)\\1\\1$'
                     then left(drawn, 2) || ((right(drawn, 1)::int + 1) % 10)::text else drawn end as number
         from (
           select n, ($3::text[])[k + 1] as bet_type, (1 + floor(random() * 20))::bigint * 100 as stake,
                  lpad(floor(random() * 10 ^ ($4::int[])[k + 1])::int::text, ($4::int[])[k + 1], '0') as drawn
           from (select n, floor(random() * cardinality($3::text[]))::int as k from generate_series(0, $1::int - 1) n) picked
         ) kinds
       ) d
       join lotto_bet_type bt on bt.lotto_code = $2 and bt.bet_type = d.bet_type
       cross join lateral lotto_item_price(d.stake, bt.rate, 100, bt.discount_bp) price`,
      [items, lottoCode, types, digits],
    );
    await session.query(
      `create temp table seed_slip on commit drop as
       select i.slip_n, m.n as member_n, m.id as account_id, sum(i.stake)::bigint as stake,
              sum(i.stake - i.charged)::bigint as discount, sum(i.charged)::bigint as charged
       from seed_item i join seed_member m on m.n = i.slip_n % $1
       group by i.slip_n, m.n, m.id`,
      [members],
    );
    // Each wallet: its balance before (`start`), and the deposit that pays for its slips (and
    // leaves 1,000 baht in a wallet made here); a member without a slip gets no deposit.
    await session.query(
      `create temp table seed_wallet on commit drop as
       select m.id as account_id, m.n, coalesce(a.balance, 0) as start,
              coalesce(sum(s.charged), 0)::bigint + ${made ? LEFT_AFTER_SLIPS : 0} as deposit
       from seed_member m left join seed_slip s on s.member_n = m.n
            left join ledger_account a on a.owner_account_id = m.id and a.kind = 'member_wallet'
       group by m.id, m.n, a.balance`,
    );
    await session.query('delete from seed_wallet where deposit = 0');
    if (made) {
      await session.query(
        `insert into ledger_account (kind, owner_account_id, balance)
         select kind, w.account_id, case kind when 'member_wallet' then ${LEFT_AFTER_SLIPS} else 0 end
         from seed_wallet w cross join unnest(array['member_wallet', 'member_hold']) kind
         order by w.n, kind`,
      );
    }

    // Ids in the order the API would have given them: each member's deposit first, then the slips
    // in order, so that each wallet's entries follow one another.
    const deposit = await takeIds(session, 'deposit', members);
    const transfer = await takeIds(session, 'ledger_transfer', members + slips);
    const entry = await takeIds(session, 'ledger_entry', 2 * (members + slips));
    const slip = await takeIds(session, 'lotto_slip', slips);
    const ids = [deposit, transfer, entry, slip, members];
    const bases = `$1::bigint as deposit, $2::bigint as transfer, $3::bigint as entry, $4::bigint as slip, $5::bigint as members`;
    await session.query(
      `insert into ledger_transfer (id, kind, reference, created_at) overriding system value
       select b.transfer + w.n, 'deposit', 'deposit:' || (b.deposit + w.n), now() from seed_wallet w, (select ${bases}) b
       union all
       select b.transfer + b.members + s.slip_n, 'bet', 'slip:' || (b.slip + s.slip_n), now() from seed_slip s, (select ${bases}) b`,
      ids,
    );
    await session.query(
      `insert into deposit (id, account_id, amount, status, pay_to, promptpay_payload, created_at, decided_at, decided_via, transfer_id)
       overriding system value
       select b.deposit + w.n, w.account_id, w.deposit, 'approved', (select value -> 'payTo' from setting where key = 'wallet'), '',
              now(), now(), 'demo', b.transfer + w.n
       from seed_wallet w, (select ${bases}) b`,
      ids,
    );
    await session.query(
      `with wallet as (
         select w.n, w.start, w.deposit, a.id
         from seed_wallet w join ledger_account a on a.owner_account_id = w.account_id and a.kind = 'member_wallet'
       ), b as (select ${bases})
       insert into ledger_entry (id, transfer_id, ledger_account_id, amount, balance_after) overriding system value
       select b.entry + 2 * wallet.n, b.transfer + wallet.n, (select id from ledger_account where kind = 'deposit_clearing'),
              -wallet.deposit, null
       from wallet, b
       union all
       select b.entry + 2 * wallet.n + 1, b.transfer + wallet.n, wallet.id, wallet.deposit, wallet.start + wallet.deposit from wallet, b
       union all
       select b.entry + 2 * (b.members + s.slip_n), b.transfer + b.members + s.slip_n, wallet.id, -s.charged,
              wallet.start + wallet.deposit - sum(s.charged) over (partition by s.member_n order by s.slip_n)
       from seed_slip s join wallet on wallet.n = s.member_n, b
       union all
       select b.entry + 2 * (b.members + s.slip_n) + 1, b.transfer + b.members + s.slip_n,
              (select id from ledger_account where kind = 'house'), s.charged, null
       from seed_slip s, b`,
      ids,
    );
    await session.query(
      `insert into lotto_slip (id, account_id, round_id, stake, discount, charged, bet_transfer_id, created_at) overriding system value
       select b.slip + s.slip_n, s.account_id, $6, s.stake, s.discount, s.charged, b.transfer + b.members + s.slip_n, now()
       from seed_slip s, (select ${bases}) b
       order by s.slip_n`,
      [...ids, roundId],
    );
    await session.query(
      `insert into lotto_slip_item
         (slip_id, round_id, account_id, bet_type, number, stake, rate, pay_percent, discount_bp, charged, win_amount)
       select $1::bigint + i.slip_n, $2, s.account_id, i.bet_type, i.number, i.stake, i.rate, 100, i.discount_bp, i.charged, i.win_amount
       from seed_item i join seed_slip s using (slip_n)
       order by i.n`,
      [slip, roundId],
    );
    await session.query(
      `insert into lotto_number_stake as ns (round_id, bet_type, number, stake)
       select $1, bet_type, number, sum(stake) from seed_item group by bet_type, number
       on conflict (round_id, bet_type, number) do update set stake = ns.stake + excluded.stake`,
      [roundId],
    );
    await session.query('commit');
  } catch (error) {
    await session.query('rollback');
    throw error;
  }
  // As autovacuum would leave a table loaded long before its round closes: statistics, visibility.
  await session.query('vacuum analyze');
  return { items, slips, members };
}

/**
 * The floor of settling the round: every item of it marked lost in one bare UPDATE, timed, then
 * rolled back and vacuumed away so that the real settlement finds the round as it was.
 */
export async function bareUpdateMs(session: SqlSession, roundId: string): Promise<number> {
  await session.query('begin');
  const started = performance.now();
  try {
    await session.query(`update lotto_slip_item set status = 'lost', payout = 0 where round_id = $1`, [roundId]);
    return performance.now() - started;
  } finally {
    await session.query('rollback');
    await session.query('vacuum lotto_slip_item');
  }
}
