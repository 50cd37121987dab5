-- Claims a member's Idempotency-Key for a money-moving request (docs/domain.md#money): the one way a
-- key is claimed, by the API's routes (plugins/idempotency.ts's withIdempotency) and by the
-- database's own functions (lotto_place_slip).
--
-- The key's row is inserted first, in the transaction that does the work (with its answer when the
-- caller already knows it, else none until the work is done). A concurrent request with the same key
-- waits on the primary key until that transaction ends: after a commit it finds the stored answer,
-- after a rollback (the work failed, nothing kept) it claims the key itself. The answer:
--   claimed               this request does the work;
--   reused                the key was used with another request (its hash differs): refuse it;
--   response, status_code else: the answer stored for the same request, to give again.
create or replace function idempotency_claim(
  p_account_id bigint, p_key text, p_request_hash text, p_response jsonb, p_status_code integer,
  out claimed boolean, out reused boolean, out response jsonb, out status_code integer
) language plpgsql as $$
declare
  v_stored record;
begin
  insert into idempotency_key (account_id, key, request_hash, response, status_code)
  values (p_account_id, p_key, p_request_hash, p_response, p_status_code)
  on conflict (account_id, key) do nothing;
  claimed := found;
  reused := false;
  if claimed then
    return;
  end if;
  -- Another request with this key committed first (the insert waited for it if it was running).
  select k.request_hash, k.response, k.status_code into v_stored
  from idempotency_key k where k.account_id = p_account_id and k.key = p_key;
  reused := v_stored.request_hash <> p_request_hash;
  if not reused then
    response := v_stored.response;
    status_code := v_stored.status_code;
  end if;
end $$;
