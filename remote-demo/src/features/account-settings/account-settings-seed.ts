// The settings a first visit starts with: a made-up account.
import type { AccountSettings } from './account-settings-model.ts';

export const seedSettings = (): AccountSettings => ({
  account: { fullName: 'สมชาย ใจดี', username: 'somchai', email: 'somchai@example.com', company: 'บริษัท ตัวอย่าง จำกัด' },
  notifications: { newOrder: true, weeklyReport: true, productNews: false, securityAlert: true },
});
