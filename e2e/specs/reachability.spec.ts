// Only the gateway may be reached from the network. The API believes the member's address from
// the gateway's X-Forwarded-For, so nothing else may talk to it; the remotes' servers are reached
// through the gateway too. The composed app under test is started as a developer would to try it
// on a phone (HOST=0.0.0.0, playwright.config.ts): that opens the gateway alone.
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { ports } from '../support/stack.ts';
import { expect, test } from '../support/test.ts';

/** This machine's address on its network; Linux also answers the whole 127/8 on loopback. */
const networkAddress =
  Object.values(networkInterfaces())
    .flat()
    .find((address) => address?.family === 'IPv4' && !address.internal)?.address ?? '127.0.0.2';

/** Whether a TCP connection to host:port is accepted. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port });
    const done = (accepted: boolean) => {
      socket.destroy();
      resolve(accepted);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.setTimeout(5_000, () => done(false));
  });

test(`from the network (${networkAddress}) the gateway answers, and the API and the remote servers do not`, async () => {
  expect(await accepts(networkAddress, ports.gateway)).toBe(true);
  for (const [name, port] of [['api', ports.api], ['lotto', ports.lotto], ['demo', ports.demo]] as const) {
    expect([name, await accepts(networkAddress, port)]).toEqual([name, false]);
    // On the machine itself they are up: the gateway reaches them there.
    expect([name, await accepts('127.0.0.1', port)]).toEqual([name, true]);
  }
});
