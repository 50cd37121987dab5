-- What one item costs and pays, in integer satang (docs/domain.md#bet-types-and-payouts): a rate in
-- hundredths of the stake (90000 = × 900), a reduced number pays `pay_percent` % of it, a discount
-- in basis points. Sub-satang fractions are dropped: the member pays the rounding of a discount,
-- the house keeps the rounding of a win. A win is paid on the full stake, whatever the discount.
create or replace function lotto_item_price(
  stake bigint, rate integer, pay_percent integer, discount_bp integer,
  out discount bigint, out charged bigint, out win_amount bigint
) language sql immutable parallel safe as $$
  select stake * discount_bp / 10000,
         stake - stake * discount_bp / 10000,
         stake * rate * pay_percent / 10000
$$;
