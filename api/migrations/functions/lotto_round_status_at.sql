-- A round's status at an instant (docs/domain.md#lotteries-and-rounds): what the server's clock
-- says, whatever the scheduler has stored so far. A round an operator closed, resulted or cancelled
-- stays so whatever the time. Inlined by the planner where a query uses it.
create or replace function lotto_round_status_at(status text, opens_at timestamptz, closes_at timestamptz, at timestamptz)
returns text language sql immutable parallel safe as $$
  select case when status in ('closed', 'resulted', 'cancelled') then status
              when at < opens_at then 'upcoming'
              when at < closes_at then 'open'
              else 'closed' end
$$;
