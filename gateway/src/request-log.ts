// The request id that follows a request from the gateway through the API
// (docs/architecture.md#metrics-and-logs). The gateway is where the id is made: it keeps a
// well-formed X-Request-ID only from a trusted proxy in front of it (TRUST_PROXY: addresses or
// CIDRs, or 'true'), makes a new one for any other request, hands it to every upstream and answers
// it back. The log line each request ends with is the API's too (@tanghuay/tooling/request-log).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv6 } from 'node:net';
import { REQUEST_ID_HEADER, wellFormedRequestId } from '@tanghuay/tooling/request-log';

export { registerRequestLog, REQUEST_ID_HEADER } from '@tanghuay/tooling/request-log';

/** Whether the immediate peer is one of TRUST_PROXY's proxies. */
function trustedPeer(trustProxy: boolean | string): (address: string | undefined) => boolean {
  if (typeof trustProxy === 'boolean') return () => trustProxy;
  const trusted = new BlockList();
  for (const entry of trustProxy.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [address = '', prefix] = entry.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) trusted.addAddress(address, family);
    else trusted.addSubnet(address, Number(prefix), family);
  }
  return (address) => address !== undefined && trusted.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
}

/** Fastify's genReqId for the gateway: a trusted proxy's well-formed X-Request-ID, else a new UUID. */
export function requestIds(trustProxy: boolean | string): (request: IncomingMessage) => string {
  const fromTrustedProxy = trustedPeer(trustProxy);
  return (request) => {
    const given = wellFormedRequestId(request.headers[REQUEST_ID_HEADER]);
    return given !== undefined && fromTrustedProxy(request.socket.remoteAddress) ? given : randomUUID();
  };
}
