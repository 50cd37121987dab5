// What the site tells the front end before anyone signs in (GET /api/site/config): the member id
// the menu hides the money items from, the layout of the configured pages, demo mode and its
// accounts. Read once at start-up, beside /remotes.json; a failed read leaves the defaults.
import type { Answer } from '@tanghuay/api-types';
import { createContext, useContext } from 'react';

/** `demoAccounts`: the accounts demo mode seeds, for the demo sign-in page; empty outside demo mode. */
export type SiteConfig = Answer<'/site/config'>;
export type DemoAccount = SiteConfig['demoAccounts'][number];

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  menuExcludedUserId: null,
  layout: 'vertical',
  demoMode: false,
  demoAccounts: [],
};

const isDemoAccount = (value: unknown): value is DemoAccount => {
  const { username, password, role } = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return typeof username === 'string' && typeof password === 'string' && typeof role === 'string';
};

/** Keeps the well-formed fields of the answer; anything else falls back to the default. */
export function parseSiteConfig(json: unknown): SiteConfig {
  const value = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const { menuExcludedUserId, layout, demoMode, demoAccounts } = value;
  return {
    menuExcludedUserId: Number.isInteger(menuExcludedUserId) ? (menuExcludedUserId as number) : null,
    layout: layout === 'horizontal' ? 'horizontal' : 'vertical',
    demoMode: demoMode === true,
    demoAccounts: Array.isArray(demoAccounts) ? demoAccounts.filter(isDemoAccount) : [],
  };
}

export const SiteConfigContext = createContext<SiteConfig>(DEFAULT_SITE_CONFIG);

export const useSiteConfig = (): SiteConfig => useContext(SiteConfigContext);
