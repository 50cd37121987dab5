-- The discount an item gets (basis points): the member's own when an operator gave them one,
-- otherwise the bet type's.
create or replace function lotto_discount_bp(member_bp integer, bet_type_bp integer)
returns integer language sql immutable parallel safe as $$
  select case when member_bp > 0 then member_bp else bet_type_bp end
$$;
