-- Money controls (docs/security.md#money-controls, docs/domain.md#money): who created each account,
-- and the two-person rule for deposits confirmed by hand and withdrawals above a configured amount.

-- The staff account that created an account in the back office; null: the person registered
-- themselves (or the account predates the back office's account creation). Accounts made before
-- this column existed take it from their `account.create` audit entry.
alter table account add column created_by bigint references account (id);

update account set created_by = created.actor_account_id
from (
  select distinct on (entity_id) entity_id, actor_account_id
  from audit_log
  where action = 'account.create' and entity = 'account' and actor_account_id is not null
  order by entity_id, id
) created
where account.id::text = created.entity_id;

-- The first of two approvals of a request above the threshold in force when it was approved: who
-- and when. The request stays pending and no money moves until a second, different person approves
-- it; the approval that completes it is the one in decided_by, never the first approver.
alter table deposit
  add column first_approved_by bigint references account (id),
  add column first_approved_at timestamptz,
  add constraint deposit_first_approval_whole check ((first_approved_by is null) = (first_approved_at is null)),
  add constraint deposit_second_approver_differs check (
    status <> 'approved' or first_approved_by is null or decided_by is distinct from first_approved_by
  );

alter table withdrawal
  add column first_approved_by bigint references account (id),
  add column first_approved_at timestamptz,
  add constraint withdrawal_first_approval_whole check ((first_approved_by is null) = (first_approved_at is null)),
  add constraint withdrawal_second_approver_differs check (
    status <> 'approved' or first_approved_by is null or decided_by is distinct from first_approved_by
  );

-- Above these amounts (satang) a hand approval of a deposit, or an approval of a withdrawal, takes
-- two people: 20,000 baht each by default. Administrators change them with the payment settings.
update setting
set value = value || '{"secondApproval": {"depositAboveSatang": 2000000, "withdrawalAboveSatang": 2000000}}'::jsonb
where key = 'wallet';
