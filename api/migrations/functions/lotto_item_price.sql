-- What one item costs and pays, in integer satang (docs/domain.md#bet-types-and-payouts): a rate in
-- hundredths of the stake (90000 = × 900), a reduced number pays `pay_percent` % of it, a discount
-- in basis points. Sub-satang fractions are dropped: the member pays the rounding of a discount,
-- the house keeps the rounding of a win. A win is paid on the full stake, whatever the discount.
--
-- It answers a set (of one row), used in FROM (`lateral lotto_item_price(...)`): PostgreSQL inlines
-- a set-returning SQL function there into the calling query, where a function answering a single
-- record is called through the SQL-function executor for every item (docs/performance.md).
drop function if exists lotto_item_price(bigint, integer, integer, integer);
create function lotto_item_price(stake bigint, rate integer, pay_percent integer, discount_bp integer)
returns table (discount bigint, charged bigint, win_amount bigint) language sql immutable parallel safe as $$
  select stake * discount_bp / 10000,
         stake - stake * discount_bp / 10000,
         stake * rate * pay_percent / 10000
$$;
