// HTTP face of the site configuration the front end reads at start-up (before any sign-in), and
// the administrators' route that changes it.
import type { RouteContext, Routes } from '../../lib/route-context.ts';
import { accountOf, requireAbility } from '../../plugins/auth.ts';
import { errorBody } from '../../plugins/errors.ts';
import { thaiValidationErrors } from '../../plugins/validation.ts';
import { DEMO_ACCOUNTS } from '../auth/index.ts';
import { frontSettings, LAYOUTS, saveFrontSettings } from './front-settings.ts';

const settingsProperties = {
  menuExcludedUserId: {
    type: 'integer',
    minimum: 1,
    maximum: Number.MAX_SAFE_INTEGER,
    nullable: true,
    description: 'the member id the menu hides home, deposit and withdraw from (null: none)',
  },
  layout: { type: 'string', enum: [...LAYOUTS], description: 'layout of the back-office and demo pages' },
} as const;

const siteConfig = {
  type: 'object',
  required: ['menuExcludedUserId', 'layout', 'demoMode', 'demoAccounts'],
  additionalProperties: false,
  properties: {
    ...settingsProperties,
    demoMode: { type: 'boolean', description: 'play money and demo accounts (the embedded start)' },
    demoAccounts: {
      type: 'array',
      description: 'in demo mode, the seeded accounts the demo sign-in page offers; empty otherwise',
      items: {
        type: 'object',
        required: ['username', 'password', 'role'],
        additionalProperties: false,
        properties: { username: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' } },
      },
    },
  },
} as const;

const LABELS = { menuExcludedUserId: 'รหัสสมาชิกที่ซ่อนเมนู', layout: 'รูปแบบหน้าจอ' };

export function siteRoutes({ db, now, settings }: RouteContext): Routes {
  const { demoMode } = settings.payments;
  const modeFields = {
    demoMode,
    demoAccounts: demoMode ? DEMO_ACCOUNTS.map(({ username, password, role }) => ({ username, password, role })) : [],
  };
  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(LABELS));

    app.get(
      '/site/config',
      { schema: { summary: 'What the front end needs before sign-in', response: { 200: siteConfig } } },
      async () => ({ ...(await frontSettings(db)), ...modeFields }),
    );

    app.put(
      '/backoffice/site/config',
      {
        onRequest: [app.authenticate, requireAbility('manage', 'Settings')],
        schema: {
          summary: 'Change the front-end settings (administrators)',
          body: {
            type: 'object',
            required: ['menuExcludedUserId', 'layout'],
            additionalProperties: false,
            properties: settingsProperties,
          },
          response: { 200: siteConfig, 400: errorBody, 401: errorBody, 403: errorBody },
        },
      },
      async (request) => ({ ...(await saveFrontSettings(db, request.body, accountOf(request).id, now())), ...modeFields }),
    );
  };
}
