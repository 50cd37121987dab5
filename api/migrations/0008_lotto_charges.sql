-- Every bet charges something: a discount stays below 100 % (a ledger transfer moves a non-zero
-- amount), for a bet type, a member's own discount and what an item locked in.
alter table lotto_bet_type drop constraint lotto_bet_type_discount_bp_check;
alter table lotto_bet_type add constraint lotto_bet_type_discount_bp_check check (discount_bp between 0 and 9999);

alter table account drop constraint account_discount_bp_check;
alter table account add constraint account_discount_bp_check check (discount_bp between 0 and 9999);

alter table lotto_slip drop constraint lotto_slip_charged_check;
alter table lotto_slip add constraint lotto_slip_charged_check check (charged > 0);

alter table lotto_slip_item drop constraint lotto_slip_item_discount_bp_check;
alter table lotto_slip_item add constraint lotto_slip_item_discount_bp_check check (discount_bp between 0 and 9999);
alter table lotto_slip_item drop constraint lotto_slip_item_check;
alter table lotto_slip_item add constraint lotto_slip_item_charged_check check (charged > 0 and charged <= stake);
