// The lottery engine under load, over HTTP, against the API as its own process on a fresh database
// (PostgreSQL when DATABASE_URL names a server, else PGlite): members register and top up, place
// slips at once, crowd one capped number, read their slips; an operator enters the round's result
// (settling every item) and corrects it. Prints figures per step and whether the books balance.
//
//   npm run bench                               # PGlite
//   DATABASE_URL=postgresql://… npm run bench   # a new database on that server, dropped after
//
// Sizes: BENCH_MEMBERS, BENCH_SLIPS per member, BENCH_ITEMS per slip, BENCH_CONCURRENCY (requests
// under way); their defaults are in lib/env.ts.
import { cpus } from 'node:os';
import { booksBalance, freshDatabase, startApi } from './lib/api-process.ts';
import { type ApiCall, apiClient, freshKey } from './lib/client.ts';
import { env } from './lib/env.ts';
import { type Figures, printFigures, runTimed } from './lib/figures.ts';

const { BENCH_MEMBERS: MEMBERS, BENCH_SLIPS: SLIPS, BENCH_ITEMS: ITEMS, BENCH_CONCURRENCY: CONCURRENCY } = env;
/** The capped number every member goes for at once: 2 ตัวล่าง 99, capped at a quarter of what they ask. */
const HOT = { type: '2bottom', number: '99', stake: 100 } as const;
const HOT_CAP = Math.max(HOT.stake, Math.floor(MEMBERS / 4) * HOT.stake);

const BET_TYPES = { '3top': 3, '3tod': 3, '2top': 2, '2bottom': 2, runtop: 1, runbottom: 1 } as const;
type BetType = keyof typeof BET_TYPES;

const randomDigits = (count: number) => String(Math.floor(Math.random() * 10 ** count)).padStart(count, '0');

/** A bet a member might make: any offered type, a number of its shape (โต๊ด takes no triple), 1–20 baht. */
function randomItem() {
  const types = Object.keys(BET_TYPES) as BetType[];
  const type = types[Math.floor(Math.random() * types.length)] ?? '2top';
  let number = randomDigits(BET_TYPES[type]);
  while (type === '3tod' && /^(\d)\1\1$/.test(number)) number = randomDigits(3);
  return { type, number, amount: 1 + Math.floor(Math.random() * 20) };
}

interface Round {
  id: string;
  lottoCode: string;
  lottoName: string;
  closeDate: string;
  secondsToClose: number;
}

/** An open round of a lottery an operator enters results for (top 3, bottom 2), with time left to bet. */
async function pickRound(call: ApiCall, token: string): Promise<Round> {
  const { body: catalog } = await call<{
    heads: { subHeads: { lottos: { code: string; resultKind: string; resultSource: string }[] }[] }[];
  }>('GET', '/api/lotto/catalog', { token });
  const enteredByOperator = new Set(
    catalog.heads
      .flatMap((head) => head.subHeads.flatMap((subHead) => subHead.lottos))
      .filter((lotto) => lotto.resultSource === 'operator' && lotto.resultKind === 'standard')
      .map((lotto) => lotto.code),
  );
  const { body } = await call<{ rounds: Round[] }>('GET', '/api/lotto/rounds?status=open', { token });
  const round = body.rounds.find((candidate) => enteredByOperator.has(candidate.lottoCode) && candidate.secondsToClose > 900);
  if (!round) throw new Error('no open round of an operator lottery with 15 minutes left to bet');
  return round;
}

interface Member {
  token: string;
  slipIds: string[];
}

async function main() {
  const database = await freshDatabase();
  const api = await startApi(database);
  const call = apiClient(api.baseUrl);
  const rows: Figures[] = [];
  const measure = async (label: string, tasks: (() => Promise<unknown>)[], concurrency = CONCURRENCY, note?: () => string) => {
    const { latencies, wallMs } = await runTimed(tasks, concurrency);
    rows.push({ label, count: tasks.length, wallMs, latencies, ...(note && { note: note() }) });
  };
  let balanced: boolean;
  try {
    const { body: admin } = await call<{ token: string }>('POST', '/api/auth/login', {
      body: { username: 'admin', password: 'admin1234' },
    });
    const round = await pickRound(call, admin.token);
    const run = Date.now().toString(36).slice(-5);
    console.log(
      `Tanghuay lottery engine bench: ${database.label}, Node ${process.version}, ${cpus().length} CPUs; ` +
        `${MEMBERS} members × ${SLIPS} slips × ${ITEMS} items, ${CONCURRENCY} requests at a time; ` +
        `round #${round.id} ${round.lottoName} ${round.closeDate}\n`,
    );

    const members: Member[] = [];
    await measure(
      'register (argon2id)',
      Array.from({ length: MEMBERS }, (_, i) => async () => {
        const { body } = await call<{ token: string }>('POST', '/api/jwt/register', {
          body: {
            username: `b${run}_${i}`,
            password: 'benchpass123',
            phone: '0812345678',
            bankCode: 'SCB',
            bankAccountNo: String(1_000_000_000 + i), // a bank account belongs to one member
            bankAccountName: 'สมชาย ทดสอบ',
            acceptAge20: true,
          },
        });
        members.push({ token: body.token, slipIds: [] });
      }),
      4,
    );
    await measure(
      'deposit (demo credit)',
      members.map((member) => () => call('POST', '/api/wallet/deposits', { token: member.token, key: freshKey(), body: { amount: 10_000 } })),
    );

    // Every slip here is accepted (or the bench stops): `onHot` is what they put on the number capped next.
    const placed = { stake: 0, onHot: 0 };
    await measure(
      `place slip (${ITEMS} items)`,
      members.flatMap((member) =>
        Array.from({ length: SLIPS }, () => async () => {
          const items = Array.from({ length: ITEMS }, randomItem);
          const { body } = await call<{ id: string; stake: number }>('POST', '/api/lotto/slips', {
            token: member.token,
            key: freshKey(),
            body: { roundId: round.id, items },
          });
          member.slipIds.push(body.id);
          placed.stake += body.stake;
          for (const item of items) if (item.type === HOT.type && item.number === HOT.number) placed.onHot += item.amount;
        }),
      ),
      CONCURRENCY,
      () => `${placed.stake.toLocaleString('en')} baht staked`,
    );

    await call('PUT', `/api/backoffice/rounds/${round.id}/limits`, {
      token: admin.token,
      body: { items: [{ type: HOT.type, number: HOT.number, kind: 'cap', value: HOT_CAP }] },
    });
    const hot = { accepted: 0, full: 0 };
    await measure(
      `one capped number, all at once`,
      members.map((member) => async () => {
        const { status } = await call('POST', '/api/lotto/slips', {
          token: member.token,
          key: freshKey(),
          body: { roundId: round.id, items: [{ type: HOT.type, number: HOT.number, amount: HOT.stake }] },
          expect: [201, 409],
        });
        if (status === 201) hot.accepted += 1;
        else hot.full += 1;
      }),
      MEMBERS,
      () =>
        `cap ${HOT_CAP.toLocaleString('en')} baht = ${placed.onHot.toLocaleString('en')} before + ` +
        `${(hot.accepted * HOT.stake).toLocaleString('en')} by ${hot.accepted} members; ${hot.full} refused full`,
    );

    await measure(
      'read own slips (page of 20)',
      members.map((member) => () => call('GET', `/api/lotto/slips?roundId=${round.id}&limit=20`, { token: member.token })),
    );
    await measure(
      'read one slip with its items',
      members.map((member) => () => call('GET', `/api/lotto/slips/${member.slipIds[0]}`, { token: member.token })),
    );

    await call('POST', `/api/backoffice/rounds/${round.id}/close`, { token: admin.token });
    const settled: string[] = [];
    const enter = (label: string, numbers: { top3: string; bottom2: string }) =>
      measure(
        label,
        [
          async () => {
            const { body } = await call<{ settlement: { items: number; winners: number; payout: number } }>(
              'POST',
              `/api/backoffice/rounds/${round.id}/result`,
              { token: admin.token, key: freshKey(), body: numbers },
            );
            const { items, winners, payout } = body.settlement;
            settled.push(`${items.toLocaleString('en')} items, ${winners} won, ${payout.toLocaleString('en')} baht paid`);
          },
        ],
        1,
        () => settled.at(-1) ?? '',
      );
    await enter('enter result: settle round', { top3: randomDigits(3), bottom2: HOT.number });
    await enter('correct result: settle again', { top3: randomDigits(3), bottom2: '98' });
  } finally {
    await api.stop();
    try {
      balanced = await booksBalance(database);
    } finally {
      await database.drop();
    }
  }
  printFigures(rows);
  console.log(`\nbooks balance after the run: ${balanced ? 'yes' : 'NO'}`);
  if (!balanced) process.exitCode = 1;
}

await main();
