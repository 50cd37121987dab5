// HTTP face of the lottery's setting in the back office (docs/backoffice.md#api), for those who
// manage settings (administrators): the slip cancel window, read and changed (audited).
import { accountOf, requireAbility } from '../../../plugins/auth.ts';
import { errorResponses } from '../../../plugins/errors.ts';
import { thaiValidationErrors } from '../../../plugins/validation.ts';
import { inTransaction } from '../../../db/database.ts';
import type { RouteContext, Routes } from '../../../lib/route-context.ts';
import { object } from '../json-schema.ts';
import { cancelWindow, MAX_CANCEL_MINUTES, saveCancelWindow } from './cancel-window.ts';

const minutes = { type: 'integer', minimum: 0, maximum: MAX_CANCEL_MINUTES } as const;

const lottoSettings = object({
  cancelWithinMinutes: { ...minutes, description: 'a member may cancel a slip this many minutes after placing it' },
  cancelBeforeCloseMinutes: { ...minutes, description: '… and until this many minutes before its round closes (the earlier ends it)' },
});

const readSchema = { response: { 200: lottoSettings, ...errorResponses(401, 403) } } as const;

const writeSchema = { body: lottoSettings, response: { 200: lottoSettings, ...errorResponses(400, 401, 403) } } as const;

const FIELD_LABELS = {
  cancelWithinMinutes: `ยกเลิกโพยได้ภายในกี่นาทีหลังแทง (จำนวนเต็ม 0–${MAX_CANCEL_MINUTES})`,
  cancelBeforeCloseMinutes: `ยกเลิกโพยได้ถึงกี่นาทีก่อนปิดรับ (จำนวนเต็ม 0–${MAX_CANCEL_MINUTES})`,
} as const;

export function lottoSettingsRoutes({ db, now }: RouteContext): Routes {
  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(FIELD_LABELS));
    const hooks = { onRequest: [app.authenticate, requireAbility('manage', 'Settings')] };

    app.get('/backoffice/settings/lotto', { schema: { ...readSchema, summary: "The lottery's setting: the slip cancel window" }, ...hooks }, () =>
      cancelWindow(db),
    );

    app.put(
      '/backoffice/settings/lotto',
      { schema: { ...writeSchema, summary: 'Change the slip cancel window (administrators), audited' }, ...hooks },
      (request) =>
        inTransaction(db, (trx) => saveCancelWindow(trx, { window: request.body, actorAccountId: accountOf(request).id, now: now() })),
    );
  };
}
