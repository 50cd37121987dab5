// The network and CPU a member's phone has, applied to one page through Chromium's DevTools
// protocol: the network's round trip is added to every request and its bandwidth shared by all of
// them (Network.emulateNetworkConditions), and the page's main thread runs N times slower
// (Emulation.setCPUThrottlingRate). Like DevTools' own throttling, it works per request, not per
// packet: a close stand-in for a phone link, not a model of TCP.
import type { BrowserContext, Page } from '@playwright/test';

export interface Profile {
  label: string;
  /** Added to every request, in ms; 0 with no throttling. */
  roundTripMs: number;
  /** Bits per second; 0 with no throttling. */
  downBitsPerSecond: number;
  upBitsPerSecond: number;
  /** How many times slower the page's CPU runs; 1 as this machine is. */
  cpuSlowdown: number;
}

/** No throttling: this machine's loopback and CPU. */
export const UNTHROTTLED: Profile = { label: 'this machine', roundTripMs: 0, downBitsPerSecond: 0, upBitsPerSecond: 0, cpuSlowdown: 1 };
/** Lighthouse's mobile "Slow 4G" (150 ms, 1.6 Mbit/s down, 750 kbit/s up) on a phone's CPU (4×). */
export const SLOW_4G: Profile = { label: 'Slow 4G, CPU 4×', roundTripMs: 150, downBitsPerSecond: 1_600_000, upBitsPerSecond: 750_000, cpuSlowdown: 4 };
/** A weak mobile link as members meet it (2 s round trip, 400 kbit/s each way) on a phone's CPU (4×). */
export const SLOW_LINK: Profile = { label: '2 s, 400 kbit/s, CPU 4×', roundTripMs: 2_000, downBitsPerSecond: 400_000, upBitsPerSecond: 400_000, cpuSlowdown: 4 };

/** Applies the profile to the page (before it navigates); DevTools takes bandwidth in bytes per second. */
export async function throttle(context: BrowserContext, page: Page, profile: Profile): Promise<void> {
  if (profile === UNTHROTTLED) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.roundTripMs,
    downloadThroughput: profile.downBitsPerSecond / 8,
    uploadThroughput: profile.upBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
}
