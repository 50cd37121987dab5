// The changes an administrator or the release tool makes to what members get (docs/architecture.md,
// "Remote releases"): promote, canary (start, grow, 100 % = promote), stop, rollback, pin and unpin.
// Each runs in one transaction holding the remote's row, is written to the history and audited; a
// version is served to no one before the contract gate lets it through, and promote and canary
// wait out the draw-night freeze unless forced with a reason.
import type { Kysely } from 'kysely';
import { type RemoteName } from '@tanghuay/shared-auth/contract';
import { type Database, inTransaction } from '../../db/database.ts';
import { ApiError } from '../../plugins/errors.ts';
import type { ReleaseSettings } from '../../config/settings.ts';
import { audit } from '../audit/index.ts';
import { accountNamed } from '../auth/index.ts';
import { gateRefusals } from './contract-gate.ts';
import { type FreezeSetting, freezeSetting, freezingRound, storeFreeze } from './freeze.ts';
import { liveStack } from './live-stack.ts';
import type { ReleaseAction, ReleaseTables, RemoteReleaseTable } from './tables.ts';

/** Who makes a change: a signed-in administrator, or the release tool naming its operator. */
export interface Actor {
  accountId: bigint | null;
  by: string;
}

/** What a promote or canary may carry: a reason (required when forcing the freeze). */
export interface Justification {
  force?: boolean | undefined;
  reason?: string | undefined;
}

export interface ChangeContext {
  db: Database;
  now: Date;
  settings: ReleaseSettings;
  actor: Actor;
}

type ReleaseRow = Omit<RemoteReleaseTable, 'remote'> & { remote: RemoteName };

const MIN_REASON = 5;

const releases = (db: Database): Kysely<ReleaseTables> => db;

const bangkok = (at: Date) =>
  at.toLocaleString('th-TH', { timeZone: 'Asia/Bangkok', dateStyle: 'medium', timeStyle: 'short' });

/**
 * 409 naming the round, unless no freeze is on, the change is forced with a reason, or nothing is
 * live yet (a first version changes nothing a member is using).
 */
async function checkFreeze({ db, now }: ChangeContext, remote: RemoteName, { force, reason }: Justification): Promise<void> {
  if (force) {
    if ((reason?.trim().length ?? 0) < MIN_REASON) {
      throw new ApiError(400, 'REASON_REQUIRED', `การบังคับปล่อยเวอร์ชันต้องระบุเหตุผลอย่างน้อย ${MIN_REASON} ตัวอักษร`);
    }
    return;
  }
  const { setting, round } = await freezingRound(db, now);
  if (!round) return;
  const live = await releases(db).selectFrom('remote_release').select('live_version').where('remote', '=', remote).executeTakeFirstOrThrow();
  if (live.live_version === null) return;
  throw new ApiError(
    409,
    'RELEASE_FROZEN',
    `ช่วงงดปล่อยเวอร์ชัน: ${round.lotteryName} ปิดรับแทง ${bangkok(round.closesAt)} (งด ${setting.minutes} นาทีก่อนปิด) — ต้องบังคับพร้อมเหตุผล`,
  );
}

/** 409 naming every reason the gate refuses `version`. */
async function checkGate({ settings }: ChangeContext, remote: RemoteName, version: string): Promise<void> {
  const refusals = await gateRefusals(remote, version, settings.sources);
  if (refusals.length > 0) {
    throw new ApiError(409, 'RELEASE_REFUSED', `ปล่อย ${remote} ${version} ไม่ได้ ไม่มีอะไรเปลี่ยน: ${refusals.join('; ')}`);
  }
}

/** The remote's row, locked until the transaction ends (changes to one remote run one at a time). */
async function lockedRow(trx: Database, remote: RemoteName): Promise<ReleaseRow> {
  return (await releases(trx).selectFrom('remote_release').selectAll().where('remote', '=', remote).forUpdate().executeTakeFirstOrThrow()) as ReleaseRow;
}

interface Entry {
  action: ReleaseAction;
  version: string | null;
  share?: number | null;
  reason?: string | null | undefined;
  forced?: boolean | undefined;
}

/** Writes the row's new state, the history entry and the audit entry, in `trx`. */
async function record(trx: Database, ctx: ChangeContext, before: ReleaseRow, after: Partial<Omit<ReleaseRow, 'remote'>>, entry: Entry): Promise<void> {
  const { remote } = before;
  if (Object.keys(after).length > 0) await releases(trx).updateTable('remote_release').set(after).where('remote', '=', remote).execute();
  await releases(trx)
    .insertInto('remote_release_event')
    .values({
      remote,
      action: entry.action,
      version: entry.version,
      share: entry.share ?? null,
      by: ctx.actor.by,
      reason: entry.reason?.trim() || null,
      forced: entry.forced === true,
      at: ctx.now,
    })
    .execute();
  await audit(trx, {
    actorAccountId: ctx.actor.accountId,
    action: `release.${entry.action}`,
    entity: 'release',
    entityId: remote,
    before,
    after: { ...before, ...after, by: ctx.actor.by },
    at: ctx.now,
  });
}

const noCandidate = { candidate_version: null, candidate_share: null, candidate_since: null } as const;

/** Makes `version` live for everyone (a running canary ends: its candidate, if that, is now live). */
export async function promote(ctx: ChangeContext, remote: RemoteName, version: string, why: Justification): Promise<void> {
  await checkGate(ctx, remote, version);
  await checkFreeze(ctx, remote, why);
  await inTransaction(ctx.db, async (trx) => {
    const row = await lockedRow(trx, remote);
    if (row.live_version === version && row.candidate_version === null) return;
    await record(trx, ctx, row, { live_version: version, ...noCandidate }, { action: 'promote', version, reason: why.reason, forced: why.force });
  });
}

/** Serves `version` to `share` % of members (sticky buckets), the rest keep the live version; 100 % promotes it. */
export async function canary(ctx: ChangeContext, remote: RemoteName, version: string, share: number, why: Justification): Promise<void> {
  if (share === 100) return promote(ctx, remote, version, why);
  await checkGate(ctx, remote, version);
  await checkFreeze(ctx, remote, why);
  await inTransaction(ctx.db, async (trx) => {
    const row = await lockedRow(trx, remote);
    if (row.live_version === null) throw new ApiError(409, 'NO_LIVE_VERSION', `${remote} ยังไม่มีเวอร์ชันที่ใช้งานอยู่: ปล่อย (promote) ก่อนจึงเริ่ม canary ได้`);
    if (row.live_version === version) throw new ApiError(409, 'ALREADY_LIVE', `${remote} ${version} ใช้งานอยู่แล้วสำหรับทุกคน`);
    if (row.candidate_version === version && row.candidate_share === share) return;
    const since = row.candidate_version === version ? row.candidate_since : ctx.now;
    await record(
      trx,
      ctx,
      row,
      { candidate_version: version, candidate_share: share, candidate_since: since },
      { action: 'canary', version, share, reason: why.reason, forced: why.force },
    );
  });
}

/**
 * Ends the canary: everyone gets the live version on their next page load. `automatic` when the
 * rollback rule stopped it, naming the candidate it judged (a canary of another version since is
 * left running).
 */
export async function stopCanary(ctx: ChangeContext, remote: RemoteName, reason?: string, automatic?: { version: string }): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const row = await lockedRow(trx, remote);
    if (row.candidate_version === null || (automatic && automatic.version !== row.candidate_version)) {
      throw new ApiError(409, 'NO_CANARY', `${remote} ไม่มี canary ที่กำลังทำงาน`);
    }
    await record(trx, ctx, row, noCandidate, { action: automatic ? 'auto-stop' : 'stop', version: row.candidate_version, reason });
  });
}

/** Makes the version live before the live one live again (a second rollback goes one further back), with the gate's check. */
export async function rollback(ctx: ChangeContext, remote: RemoteName, why: Justification): Promise<{ from: string; to: string }> {
  const history = await releases(ctx.db).selectFrom('remote_release_event').select(['action', 'version']).where('remote', '=', remote).orderBy('id').execute();
  const stack = liveStack(history);
  const [to, from] = [stack.at(-2), stack.at(-1)];
  if (from === undefined || to === undefined) {
    throw new ApiError(409, 'NOTHING_TO_ROLL_BACK', `${remote} ไม่มีเวอร์ชันก่อนหน้าให้ย้อนกลับ: ปล่อย (promote) เวอร์ชันที่ต้องการแทน`);
  }
  await checkGate(ctx, remote, to);
  await inTransaction(ctx.db, async (trx) => {
    const row = await lockedRow(trx, remote);
    if (row.live_version !== from) throw new ApiError(409, 'RELEASE_CHANGED', `${remote} เพิ่งถูกเปลี่ยนโดยผู้อื่น: โหลดหน้าใหม่แล้วลองอีกครั้ง`);
    await record(trx, ctx, row, { live_version: to, ...noCandidate }, { action: 'rollback', version: to, reason: why.reason, forced: why.force });
  });
  return { from, to };
}

/** Pins the accounts named to `version` of `remote` (testers' preview), after the gate's check. */
export async function pin(ctx: ChangeContext, remote: RemoteName, version: string, usernames: readonly string[]): Promise<void> {
  const named = await Promise.all(
    usernames.map(async (username) => ({ username, id: (await ctx.db.selectNoFrom(accountNamed(username).as('id')).executeTakeFirst())?.id ?? null })),
  );
  const unknown = named.filter(({ id }) => id === null).map(({ username }) => username);
  if (unknown.length > 0) throw new ApiError(404, 'ACCOUNT_NOT_FOUND', `ไม่พบบัญชี: ${unknown.join(', ')}`);
  // One pin per account, however its username was written.
  const accounts = [...new Map(named.map(({ username, id }) => [String(id), { username, id: id as bigint }])).values()];
  await checkGate(ctx, remote, version);
  await inTransaction(ctx.db, async (trx) => {
    const row = await lockedRow(trx, remote);
    await releases(trx)
      .insertInto('remote_release_pin')
      .values(accounts.map(({ id }) => ({ remote, account_id: id, version, by: ctx.actor.by, at: ctx.now })))
      .onConflict((conflict) => conflict.columns(['remote', 'account_id']).doUpdateSet((eb) => ({ version: eb.ref('excluded.version'), by: eb.ref('excluded.by'), at: eb.ref('excluded.at') })))
      .execute();
    await record(trx, ctx, row, {}, { action: 'pin', version, reason: `for ${accounts.map(({ username }) => username).join(', ')}` });
  });
}

/** Ends an account's pin: it gets what its bucket says again. */
export async function unpin(ctx: ChangeContext, remote: RemoteName, accountId: bigint): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const row = await lockedRow(trx, remote);
    const removed = await releases(trx)
      .deleteFrom('remote_release_pin')
      .where('remote', '=', remote)
      .where('account_id', '=', accountId)
      .returning('version')
      .executeTakeFirst();
    if (!removed) throw new ApiError(404, 'PIN_NOT_FOUND', 'ไม่พบการปักหมุดเวอร์ชันของบัญชีนี้');
    await record(trx, ctx, row, {}, { action: 'unpin', version: removed.version, reason: `for account ${accountId}` });
  });
}

/** Changes the draw-night freeze: its minutes and lotteries. */
export async function changeFreeze(ctx: ChangeContext, setting: FreezeSetting): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    const before = await freezeSetting(trx);
    await storeFreeze(trx, setting, ctx.now);
    await audit(trx, { actorAccountId: ctx.actor.accountId, action: 'release.freeze', entity: 'release', entityId: 'freeze', before, after: { ...setting, by: ctx.actor.by }, at: ctx.now });
  });
}
