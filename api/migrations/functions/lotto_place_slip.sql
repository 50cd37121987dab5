-- Places a slip for a member (docs/domain.md#slips), with its Idempotency-Key, in the caller's
-- single statement: claims the key (idempotency_claim), checks the member, the round and every
-- item, raises the number stakes, charges the wallet through the ledger (ledger_post) and records
-- the slip. It publishes nothing: its answer says what the API publishes once it has committed.
--
-- Items come as three arrays in the member's order; a null stake marks an item the API already
-- refused (its number or amount), left out of every total. The answer is
--   {"replayOf": "…"}          the slip this key placed before (same request), or the slip placed
--                              now: {"slipId", "username", "round": {lottoName, drawDate, status,
--                              opensAt, closesAt}, "items": [{id, type, number, stake, rate,
--                              payPercent, discountBp, charged, winAmount}], "cancelWindow",
--                              "transferId", "balance" (the wallet's after the bet, satang),
--                              "limitsChanged"} — what the answer shows, so the API need not read
--                              it back, and what it publishes.
-- Anything else raises `slip_refused` with a JSON detail, and the statement's transaction rolls
-- back (nothing is written, the key is not kept):
--   {"refusal": {"code": …}}   the whole request: SELF_EXCLUDED (+ until), ROUND_NOT_FOUND,
--                              ROUND_NOT_OPEN (+ status), IDEMPOTENCY_KEY_REUSED;
--   {"items": […], "slip": […]} problems of single items (with their index, from 1) and of the
--                              slip: STAKE_ABOVE_MAX, NUMBER_FULL, INSUFFICIENT_FUNDS.
--
-- Locks, in the order every bet, cancel and round change takes them (no deadlock): the round row
-- (shared; the back office's changes of a round take it exclusively), the member's wallet (one
-- slip of a member at a time, so their per-number maximum holds exactly), then the round's number
-- stakes in (bet type, number) order.
create or replace function lotto_place_slip(
  p_account_id bigint, p_round_id bigint, p_key text, p_request_hash text,
  p_types text[], p_numbers text[], p_stakes bigint[], p_note text, p_now timestamptz
) returns jsonb language plpgsql
-- Its statements' plans are made once per connection and kept (no re-planning per bet): each
-- reads by a key, which a generic plan serves as well as a custom one.
set plan_cache_mode = force_generic_plan
as $$
declare
  v_claim record;
  v_member record;
  v_round record;
  v_status text;
  v_wallet_id bigint;
  v_balance bigint := 0;
  v_item_problems jsonb;
  v_slip_problems jsonb := '[]';
  v_all_priced boolean;
  a_items lotto_priced_item[];
  a_left_out text[];
  n_type text[];
  n_number text[];
  n_stake bigint[];
  n_raised text[];
  v_stake bigint;
  v_discount bigint;
  v_charged bigint;
  v_capped integer;
  v_problems jsonb;
  v_slip_id bigint;
  v_items jsonb;
  v_transfer_id bigint;
begin
  -- The key is claimed with its answer, the slip's id (taken from the slip's identity sequence at
  -- once): a concurrent request with the same key waits until this transaction ends, then finds the
  -- answer (commit) or claims the key itself (rollback: nothing was placed).
  v_slip_id := nextval('lotto_slip_id_seq');
  v_claim := idempotency_claim(p_account_id, p_key, p_request_hash, jsonb_build_object('slipId', v_slip_id::text), 201);
  if not v_claim.claimed then
    if v_claim.reused or v_claim.response ->> 'slipId' is null then
      raise exception 'slip_refused' using detail = '{"refusal": {"code": "IDEMPOTENCY_KEY_REUSED"}}';
    end if;
    return jsonb_build_object('replayOf', v_claim.response ->> 'slipId');
  end if;

  select username, self_excluded_until, discount_bp into v_member from account where id = p_account_id;
  if v_member.self_excluded_until > p_now then
    raise exception 'slip_refused' using detail =
      jsonb_build_object('refusal', jsonb_build_object('code', 'SELF_EXCLUDED', 'until', v_member.self_excluded_until))::text;
  end if;

  select r.lotto_code, l.name as lotto_name, r.draw_date, r.status, r.opens_at, r.closes_at into v_round
  from lotto_round r join lotto l on l.code = r.lotto_code
  where r.id = p_round_id
  for share of r;
  if not found then
    raise exception 'slip_refused' using detail = '{"refusal": {"code": "ROUND_NOT_FOUND"}}';
  end if;
  v_status := lotto_round_status_at(v_round.status, v_round.opens_at, v_round.closes_at, p_now);
  if v_status <> 'open' then
    raise exception 'slip_refused' using detail =
      jsonb_build_object('refusal', jsonb_build_object('code', 'ROUND_NOT_OPEN', 'status', v_status))::text;
  end if;

  select id, balance into v_wallet_id, v_balance
  from ledger_account where owner_account_id = p_account_id and kind = 'member_wallet'
  for no key update;
  v_balance := coalesce(v_balance, 0);

  -- Each item checked and priced with the round's terms. An item with a problem is not priced,
  -- and its number is left out of the totals (its total is not known).
  with request as (
    select x.n::integer as n, x.bet_type, x.number, x.stake
    from unnest(p_types, p_numbers, p_stakes) with ordinality as x (bet_type, number, stake, n)
  ), terms as (
    select r.n, r.bet_type, r.number, r.stake, bt.rate, bt.min_stake, bt.bet_type is not null as offered, l.kind as limit_kind,
           case when l.kind = 'reduced' then l.value::integer else 100 end as pay_percent,
           lotto_discount_bp(v_member.discount_bp, bt.discount_bp) as discount_bp
    from request r
    left join lotto_bet_type bt on bt.lotto_code = v_round.lotto_code and bt.bet_type = r.bet_type and bt.enabled
    left join lotto_limit l on l.round_id = p_round_id and l.bet_type = r.bet_type and l.number = r.number
  ), checked as (
    select t.*, p.discount, p.charged, p.win_amount,
           case when not t.offered then jsonb_build_object('n', t.n, 'code', 'BET_TYPE_NOT_OFFERED')
                when t.stake is null then null
                when t.limit_kind = 'closed' then jsonb_build_object('n', t.n, 'code', 'NUMBER_CLOSED')
                when t.stake < t.min_stake or p.win_amount = 0
                  then jsonb_build_object('n', t.n, 'code', 'STAKE_BELOW_MIN', 'min', t.min_stake::text)
           end as problem
    from terms t
    left join lateral lotto_item_price(t.stake, t.rate, t.pay_percent, t.discount_bp) p on t.offered and t.stake is not null
  ), judged as (
    select c.*, c.offered and c.stake is not null and c.problem is null as priced from checked c
  )
  select coalesce(jsonb_agg(problem order by n) filter (where problem is not null), '[]'),
         bool_and(priced),
         array_agg(row(bet_type, number, stake, rate, pay_percent, discount_bp, charged, win_amount)::lotto_priced_item order by n)
           filter (where priced),
         array_agg(bet_type || ':' || number) filter (where not priced),
         coalesce(sum(stake) filter (where priced), 0)::bigint,
         coalesce(sum(discount) filter (where priced), 0)::bigint,
         coalesce(sum(charged) filter (where priced), 0)::bigint,
         count(distinct bet_type || ':' || number) filter (where priced and limit_kind = 'cap')
  into v_item_problems, v_all_priced, a_items, a_left_out, v_stake, v_discount, v_charged, v_capped
  from judged;

  -- The slip's stake on each number, leaving out the numbers of unpriced items (the statements
  -- below take them in lock order, (bet type, number)).
  select array_agg(bet_type), array_agg(number), array_agg(stake)
  into n_type, n_number, n_stake
  from (
    select x.bet_type, x.number, sum(x.stake)::bigint as stake
    from unnest(a_items) as x
    where x.bet_type || ':' || x.number <> all (coalesce(a_left_out, '{}'))
    group by x.bet_type, x.number
  ) per_number;

  if n_type is not null then
    -- The member's most per number: their pending total in the round, this slip included, within
    -- the bet type's maximum.
    select coalesce(jsonb_agg(jsonb_build_object(
             'code', 'STAKE_ABOVE_MAX', 'type', x.bet_type, 'number', x.number,
             'max', bt.max_stake::text, 'before', earlier.stake::text) order by x.bet_type collate "C", x.number collate "C"), '[]')
    into v_problems
    from unnest(n_type, n_number, n_stake) as x (bet_type, number, stake)
    join lotto_bet_type bt on bt.lotto_code = v_round.lotto_code and bt.bet_type = x.bet_type
    cross join lateral (
      select coalesce(sum(i.stake), 0)::bigint as stake from lotto_slip_item i
      where i.account_id = p_account_id and i.round_id = p_round_id and i.bet_type = x.bet_type
        and i.number = x.number and i.status = 'pending'
    ) earlier
    where earlier.stake + x.stake > bt.max_stake;
    v_slip_problems := v_slip_problems || v_problems;

    -- The slip's stakes on capped numbers added to their number stakes in one statement, each only
    -- if its total stays within the cap (an insert or update that does not happen returns no row;
    -- the row is locked either way, so the check and the raise are one). Uncapped numbers have no
    -- shared row to wait on.
    if v_capped > 0 then
      with raised as (
        insert into lotto_number_stake as ns (round_id, bet_type, number, stake)
        select p_round_id, x.bet_type, x.number, x.stake
        from unnest(n_type, n_number, n_stake) as x (bet_type, number, stake)
        join lotto_limit l on l.round_id = p_round_id and l.bet_type = x.bet_type and l.number = x.number and l.kind = 'cap'
        where x.stake <= l.value
        order by x.bet_type collate "C", x.number collate "C"
        on conflict (round_id, bet_type, number) do update set stake = ns.stake + excluded.stake
        where ns.stake + excluded.stake <= (select l.value from lotto_limit l where l.round_id = p_round_id
                                              and l.bet_type = excluded.bet_type and l.number = excluded.number and l.kind = 'cap')
        returning ns.bet_type || ':' || ns.number as k
      )
      select array_agg(k) into n_raised from raised;
    end if;
  end if;

  if v_capped > coalesce(array_length(n_raised, 1), 0) then
    -- The numbers left full, named with what is still open on each (read after the raise: the
    -- rows are locked, their stakes current).
    select coalesce(jsonb_agg(jsonb_build_object(
             'code', 'NUMBER_FULL', 'type', x.bet_type, 'number', x.number,
             'open', greatest(l.value - coalesce(taken.stake, 0), 0)::text) order by x.bet_type collate "C", x.number collate "C"), '[]')
    into v_problems
    from unnest(n_type, n_number) as x (bet_type, number)
    join lotto_limit l on l.round_id = p_round_id and l.bet_type = x.bet_type and l.number = x.number and l.kind = 'cap'
    left join lotto_number_stake taken on taken.round_id = p_round_id and taken.bet_type = x.bet_type and taken.number = x.number
    where x.bet_type || ':' || x.number <> all (coalesce(n_raised, '{}'));
    v_slip_problems := v_slip_problems || v_problems;
  end if;

  if v_all_priced and v_charged > v_balance then
    v_slip_problems := v_slip_problems || jsonb_build_array(jsonb_build_object(
      'code', 'INSUFFICIENT_FUNDS', 'charged', v_charged::text, 'balance', v_balance::text));
  end if;
  if not v_all_priced or jsonb_array_length(v_slip_problems) > 0 then
    raise exception 'slip_refused' using detail = jsonb_build_object('items', v_item_problems, 'slip', v_slip_problems)::text;
  end if;

  -- The bet transfer (wallet → house) names the slip (`slip:<id>`) and the slip names the transfer.
  -- The wallet is locked and holds the charge (checked above), so the ledger posts it.
  select p.transfer_id, p.balance_after into v_transfer_id, v_balance
  from ledger_post(array['bet'], array['slip:' || v_slip_id], array[1, 1],
                   array[v_wallet_id, (select id from ledger_account where kind = 'house')],
                   array['member_wallet', 'house'], array[-v_charged, v_charged]) p
  where p.ledger_account_id = v_wallet_id;

  insert into lotto_slip (id, account_id, round_id, stake, discount, charged, note, bet_transfer_id, created_at)
  overriding system value
  values (v_slip_id, p_account_id, p_round_id, v_stake, v_discount, v_charged, p_note, v_transfer_id, p_now);
  with inserted as (
    insert into lotto_slip_item (slip_id, round_id, account_id, bet_type, number, stake, rate, pay_percent, discount_bp, charged, win_amount)
    select v_slip_id, p_round_id, p_account_id, x.bet_type, x.number, x.stake, x.rate, x.pay_percent, x.discount_bp, x.charged, x.win_amount
    from unnest(a_items) with ordinality as x (bet_type, number, stake, rate, pay_percent, discount_bp, charged, win_amount, n)
    order by x.n
    returning id, bet_type, number, stake, rate, pay_percent, discount_bp, charged, win_amount
  )
  select jsonb_agg(jsonb_build_object(
           'id', id::text, 'type', bet_type, 'number', number, 'stake', stake::text, 'rate', rate, 'payPercent', pay_percent,
           'discountBp', discount_bp, 'charged', charged::text, 'winAmount', win_amount::text) order by id)
  into v_items
  from inserted;

  return jsonb_build_object(
    'slipId', v_slip_id::text,
    'username', v_member.username,
    'round', jsonb_build_object('lottoName', v_round.lotto_name, 'drawDate', v_round.draw_date, 'status', v_round.status,
                                'opensAt', v_round.opens_at, 'closesAt', v_round.closes_at),
    'items', v_items,
    'cancelWindow', (select value from setting where key = 'lotto'),
    -- What the API publishes once this has committed (db/events.ts): the wallet's new balance, and
    -- for a slip on a capped number the round's limits, since it changed what is still open under
    -- the cap (as limits/limits.ts publishes a change of the limit items).
    'transferId', v_transfer_id::text,
    'balance', v_balance::text,
    'limitsChanged', v_capped > 0);
end $$;
