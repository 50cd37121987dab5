// The template's account settings page: the account's details, a change of password (a demo: nothing
// is stored) and which notifications the visitor gets (docs/architecture.md, "The demo remote").
import { isEmail } from '../../lib/email.ts';

export const SETTINGS_TABS = ['account', 'security', 'notifications'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const NOTIFICATION_KEYS = ['newOrder', 'weeklyReport', 'productNews', 'securityAlert'] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const USERNAME_PATTERN = /^[a-z0-9._-]{3,20}$/;

export interface AccountDetails {
  fullName: string;
  username: string;
  email: string;
  company: string;
}

export interface AccountSettings {
  account: AccountDetails;
  notifications: Record<NotificationKey, boolean>;
}

export interface SettingsChange {
  account?: Partial<AccountDetails>;
  notifications?: Partial<Record<NotificationKey, boolean>>;
}

/** Why a change cannot be saved, or undefined when it can. */
export function refusalOf({ account = {}, notifications = {} }: SettingsChange): string | undefined {
  if (account.fullName !== undefined && !account.fullName.trim()) return 'an account needs a name';
  if (account.username !== undefined && !USERNAME_PATTERN.test(account.username)) return 'a username is 3–20 of a–z, 0–9, . _ -';
  if (account.email !== undefined && !isEmail(account.email)) return 'not an email address';
  if (Object.keys(notifications).some((key) => !(NOTIFICATION_KEYS as readonly string[]).includes(key))) return 'no such notification';
  return undefined;
}

/** The settings after `change` (assumed accepted by refusalOf). */
export function applyChange(settings: AccountSettings, { account, notifications }: SettingsChange): AccountSettings {
  return { account: { ...settings.account, ...account }, notifications: { ...settings.notifications, ...notifications } };
}
