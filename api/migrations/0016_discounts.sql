-- The business's maximum discount (docs/domain.md#discounts): no discount may be set above
-- `maxDiscountBp` of the `lotto` setting (basis points; 1000 = 10 %) — not an agent's own, not a
-- member's, not a bet type's per lottery. Administrators change it in the back office.
--
-- Discounts already above it are not cut: pricing keeps using what is stored. Each one is reported
-- instead, where an operator sees it: an audit-log entry by the system (no actor), action
-- `discount.above-maximum`, naming the member, agent or bet type with its discount and the
-- maximum; and a warning the API logs as it migrates. The settings page counts them and says
-- where each is (GET /api/backoffice/settings/lotto).

update setting set value = value || '{"maxDiscountBp": 1000}'::jsonb where key = 'lotto';

do $$
declare
  v_max integer := (select (value ->> 'maxDiscountBp')::integer from setting where key = 'lotto');
  v_names text;
  v_count integer;
begin
  insert into audit_log (actor_account_id, action, entity, entity_id, before, after, at)
  select null, 'discount.above-maximum',
         case when role in ('master', 'agline') then 'agent' else 'account' end,
         id::text, null,
         jsonb_build_object('username', username, 'role', role,
                            'discount', trim_scale(discount_bp / 100.0), 'maxDiscount', trim_scale(v_max / 100.0)),
         now()
  from account
  where discount_bp > v_max
  order by id;

  insert into audit_log (actor_account_id, action, entity, entity_id, before, after, at)
  select null, 'discount.above-maximum', 'lotto', lotto_code, null,
         jsonb_build_object('type', bet_type, 'discount', trim_scale(discount_bp / 100.0), 'maxDiscount', trim_scale(v_max / 100.0)),
         now()
  from lotto_bet_type
  where discount_bp > v_max
  order by lotto_code, bet_type;

  -- Named in the warning: the first 20 (all are in the audit log).
  select count(*), string_agg(name, ', ' order by n) filter (where n <= 20)
  into v_count, v_names
  from (
    select row_number() over (order by kind, name) as n, name
    from (
      select 1 as kind, username || ' (' || trim_scale(discount_bp / 100.0) || ' %)' as name from account where discount_bp > v_max
      union all
      select 2, lotto_code || ' ' || bet_type || ' (' || trim_scale(discount_bp / 100.0) || ' %)' from lotto_bet_type where discount_bp > v_max
    ) found
  ) above;

  if v_count > 0 then
    raise warning '% discount(s) above the maximum discount of % %% are kept as they are: %. Each is in the audit log (action discount.above-maximum); lower them in the back office.',
      v_count, trim_scale(v_max / 100.0), v_names || case when v_count > 20 then ', …' else '' end;
  end if;
end $$;
