-- Posts ledger transfers (docs/domain.md#money): the one implementation every movement of money goes
-- through, from the API (wallet/ledger.ts's transfer and transfers: deposits, withdrawals, payouts,
-- refunds, corrections) and from the database's own functions (lotto_place_slip's bet).
--
-- Transfers come as two arrays (kind, reference), numbered from 1 in the order given; their entries
-- as four (the transfer's number, the ledger account, the kind the caller takes it for, the signed
-- amount in satang). A member account (wallet, hold) moves at most once per call (ledger.ts splits a
-- batch into such waves); the caller's transaction holds whatever it locked before.
--
-- Member balances move first: their rows locked in id order (two calls touching the same accounts
-- cannot deadlock), each by a conditional UPDATE that refuses to go below zero. When one cannot
-- move, nothing more is written and the answer is one row per refused transfer (its number, the
-- rest null): the caller must roll back (a moved balance without its entry cannot commit). Else the
-- transfers and their entries are inserted — the member entries with the balance after them. The
-- answer is then one row per entry: its transfer's number and id, its account and, for a member
-- account, its balance after it; for a member wallet also its owner, so that the caller publishes
-- the wallet's new balance once the transaction has committed (wallet's BalanceEvent; db/events.ts:
-- events for members' screens are published after commit, not with pg_notify in the transaction).
--
-- An account that is not of the kind the caller named raises 'ledger: no <kind> account <id>'.
create or replace function ledger_post(
  p_kinds text[], p_references text[],
  p_entry_transfers integer[], p_entry_accounts bigint[], p_entry_account_kinds text[], p_entry_amounts bigint[],
  out transfer_no integer, out transfer_id bigint, out ledger_account_id bigint, out balance_after bigint,
  out wallet_owner_id bigint
) returns setof record language plpgsql
-- No plan_cache_mode of its own: called by lotto_place_slip it keeps that function's generic plans
-- (one bet, one transfer); called by the API with thousands of transfers (a settlement) its plans
-- may fit the arrays' sizes.
as $$
declare
  m_ids bigint[];
  m_balances bigint[];
  m_owners bigint[];
  m_kinds text[];
  -- How many entries are of member accounts (each moves once).
  v_moves integer := coalesce(cardinality(array_positions(p_entry_account_kinds, 'member_wallet')), 0)
                   + coalesce(cardinality(array_positions(p_entry_account_kinds, 'member_hold')), 0);
  v_missing record;
  t_ids bigint[];
begin
  -- The member entries, their rows locked in id order (one alone needs no order), moved where they
  -- stay at or above zero.
  if v_moves > 1 then
    perform from (
      select a.id from ledger_account a
      where a.id = any(p_entry_accounts) and a.kind in ('member_wallet', 'member_hold')
      order by a.id
      for no key update
    ) locked;
  end if;
  with moved as (
    update ledger_account a set balance = a.balance + x.amount
    from unnest(p_entry_accounts, p_entry_account_kinds, p_entry_amounts) as x (id, kind, amount)
    where x.kind in ('member_wallet', 'member_hold') and a.id = x.id and a.kind = x.kind and a.balance + x.amount >= 0
    returning a.id, a.balance, a.owner_account_id, a.kind
  )
  select array_agg(id), array_agg(balance), array_agg(owner_account_id), array_agg(kind)
  into m_ids, m_balances, m_owners, m_kinds
  from moved;

  if coalesce(cardinality(m_ids), 0) < v_moves then
    -- An account named with another kind is the caller's mistake; else a balance would go below zero.
    select x.id, x.kind into v_missing
    from unnest(p_entry_accounts, p_entry_account_kinds) as x (id, kind)
    where x.kind in ('member_wallet', 'member_hold')
      and not exists (select 1 from ledger_account a where a.id = x.id and a.kind = x.kind)
    limit 1;
    if found then
      raise exception 'ledger: no % account %', v_missing.kind, v_missing.id;
    end if;
    return query
      select distinct x.transfer_no, null::bigint, null::bigint, null::bigint, null::bigint
      from unnest(p_entry_transfers, p_entry_accounts, p_entry_account_kinds) as x (transfer_no, id, kind)
      where x.kind in ('member_wallet', 'member_hold') and x.id <> all (coalesce(m_ids, '{}'))
      order by 1;
    return;
  end if;

  -- Identity values follow the order rows are inserted in: the i-th smallest id is the i-th transfer.
  with inserted as (
    insert into ledger_transfer (kind, reference)
    select x.kind, x.reference from unnest(p_kinds, p_references) with ordinality as x (kind, reference, n)
    order by x.n
    returning id
  )
  select array_agg(id order by id) into t_ids from inserted;

  return query
    with entries as (
      insert into ledger_entry (transfer_id, ledger_account_id, amount, balance_after)
      select t_ids[x.transfer_no], x.id, x.amount, m.balance
      from unnest(p_entry_transfers, p_entry_accounts, p_entry_amounts) with ordinality as x (transfer_no, id, amount, n)
      left join unnest(m_ids, m_balances) as m (id, balance) on m.id = x.id
      order by x.n
      returning ledger_entry.transfer_id, ledger_entry.ledger_account_id, ledger_entry.balance_after
    )
    -- t_ids is in ascending order: width_bucket's binary search finds each id's place in it.
    select width_bucket(e.transfer_id, t_ids), e.transfer_id, e.ledger_account_id, e.balance_after,
           case when m.kind = 'member_wallet' then m.owner end
    from entries e
    left join unnest(m_ids, m_owners, m_kinds) as m (id, owner, kind) on m.id = e.ledger_account_id;
end $$;
