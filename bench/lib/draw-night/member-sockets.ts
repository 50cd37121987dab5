// Members' websockets as their pages hold them: one per member to /ws, signed in with the access
// token by the first message, opened again after a close as the session bus does (shared-auth's
// reconnect policy: 1 s doubling to 30 s, jittered). Each balance that arrives is kept with the
// moment it arrived (performance.now() of this process), so that the draw-night bench can time it
// from its commit and check the last one against the wallet.
import { performance } from 'node:perf_hooks';
import { HEALTHY_CONNECTION_MS, reconnectDelay } from '@tanghuay/shared-auth/reconnect-policy';
import { type CloseEvent, type MessageEvent, WebSocket } from 'undici';
import { eachAtMost } from '../load.ts';

export interface Arrival {
  /** performance.now() when the message was read. */
  at: number;
  /** Baht, as the message says. */
  balance: number;
}

export interface MemberSocket {
  accountId: string;
  /** Every balance received, in order (the first of each connection is the one `ready` brings). */
  readonly balances: Arrival[];
  /** Sockets opened after the first. */
  reopened: number;
}

export interface MemberSockets {
  readonly byAccount: ReadonlyMap<string, MemberSocket>;
  /** How many are signed in and open now. */
  live(): number;
  /** Closes, by close code, that the bench did not ask for. */
  readonly closes: Map<number, number>;
  /** Closes them all for good. */
  close(): void;
}

interface Member {
  accountId: string;
  token: string;
}

/** How many sockets are opened (and signed in) at once at the start. */
const OPENING_AT_ONCE = 50;

/** Opens one socket per member at `url` (ws://…/ws) and resolves once every one has its first balance. */
export async function openMemberSockets(url: string, members: readonly Member[]): Promise<MemberSockets> {
  const byAccount = new Map<string, MemberSocket>();
  const closes = new Map<number, number>();
  /** Every socket not yet closed, and those of them signed in. */
  const sockets = new Set<WebSocket>();
  const live = new Set<WebSocket>();
  let stopped = false;

  /** Opens the member's socket; after a close, opens it again after the session bus's wait. */
  function connect(member: Member, socket: MemberSocket, state: { attempts: number }, signedIn?: () => void): void {
    const ws = new WebSocket(url);
    sockets.add(ws);
    let liveSince: number | null = null;
    ws.addEventListener('open', () => ws.send(JSON.stringify({ type: 'auth', token: member.token })));
    ws.addEventListener('message', (event: MessageEvent) => {
      const message = JSON.parse(String(event.data)) as { type: string; balance?: number };
      if (message.type === 'ready') {
        liveSince = performance.now();
        live.add(ws);
      } else if (message.type === 'balance' && message.balance !== undefined) {
        socket.balances.push({ at: performance.now(), balance: message.balance });
        signedIn?.();
        signedIn = undefined;
      }
    });
    ws.addEventListener('close', (event: CloseEvent) => {
      sockets.delete(ws);
      live.delete(ws);
      if (stopped) return;
      closes.set(event.code, (closes.get(event.code) ?? 0) + 1);
      if (liveSince !== null && performance.now() - liveSince >= HEALTHY_CONNECTION_MS) state.attempts = 0;
      setTimeout(() => {
        if (stopped) return;
        socket.reopened += 1;
        connect(member, socket, state, signedIn);
      }, reconnectDelay(state.attempts++, Math.random));
    });
  }

  await eachAtMost(members.length, OPENING_AT_ONCE, async (index) => {
    const member = members[index];
    if (!member) return;
    const socket: MemberSocket = { accountId: member.accountId, balances: [], reopened: 0 };
    byAccount.set(member.accountId, socket);
    await new Promise<void>((resolve) => connect(member, socket, { attempts: 0 }, resolve));
  });

  return {
    byAccount,
    live: () => live.size,
    closes,
    close() {
      stopped = true;
      for (const ws of sockets) ws.close(1000);
    },
  };
}
