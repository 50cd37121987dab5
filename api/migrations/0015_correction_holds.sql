-- Corrections of a round's result count money on hold (docs/domain.md#results-and-settlement).
--
-- A correction that takes back more than a member's wallet holds first rejects that member's
-- pending withdrawals (their holds return to the wallet), as decided by the operator who entered it
-- or, with no one named, by the system: a rejected withdrawal may have no decider. A pending one
-- still has none, an approved one always has one.
alter table withdrawal drop constraint withdrawal_check1;
alter table withdrawal add constraint withdrawal_decided_by_check
  check (case status when 'pending' then decided_by is null when 'approved' then decided_by is not null else true end);

-- A correction refused because what it takes back is not covered (wallet and pending withdrawals
-- together) waits for the members it could not take enough from: while a row names a member, no
-- withdrawal of theirs may be approved (requests and rejections go on). The rows of a round go when
-- a result for it is recorded: the correction goes through, or the result in force is entered again.
create table withdrawal_freeze (
  round_id bigint not null references lotto_round (id),
  account_id bigint not null references account (id),
  created_at timestamptz not null,
  primary key (round_id, account_id)
);

create index withdrawal_freeze_account_idx on withdrawal_freeze (account_id, round_id);
