// HTTP face of เลขชุด (docs/domain.md#saved-number-sets): a member lists, saves, renames and deletes
// their own saved sets of numbers. Members only; another member's set answers 404. Stakes cross as
// baht.
import { BET_TYPES } from '@tanghuay/lottery-rules';
import { accountOf, requireRole } from '../../plugins/auth.ts';
import { errorResponses } from '../../plugins/errors.ts';
import { thaiValidationErrors } from '../../plugins/validation.ts';
import type { RouteContext, Routes } from '../../lib/route-context.ts';
import { idParams, idString } from '../../lib/ids.ts';
import { satangToBaht } from '../../lib/money.ts';
import { bahtAmount, bahtValue, closedObject, dateTime } from '../../lib/schemas.ts';
import { MEMBER_ROLES } from '../auth/index.ts';
import { createNumberSet, deleteNumberSet, memberNumberSets, type NumberSet, renameNumberSet } from './number-sets.ts';
import { numberSetsSetting } from './setting.ts';

const requireMember = requireRole(...MEMBER_ROLES);

/** The schema's bounds; the setting's limits (at most these) are checked with their own messages. */
const NAME_MAX = 100;
const ITEMS_MAX = 200;

const betType = { type: 'string', enum: [...BET_TYPES] } as const;
const number = { type: 'string', pattern: '^[0-9]{1,3}$', description: 'digits; as many as the bet type takes' } as const;
const name = { type: 'string', minLength: 1, maxLength: NAME_MAX, description: 'the name the member gave it (trimmed; the `number_sets` setting bounds its length)' } as const;

const itemRequest = closedObject({ type: betType, number, amount: { ...bahtAmount, description: 'the stake, baht, at most 2 decimals' } });

const numberSetAnswer = closedObject({
  id: idString,
  name: { type: 'string' },
  items: { type: 'array', items: closedObject({ type: betType, number, amount: { ...bahtValue, description: 'the stake, baht' } }) },
  createdAt: dateTime,
  updatedAt: dateTime,
});

const listAnswer = closedObject({
  sets: { type: 'array', items: numberSetAnswer, description: 'newest first' },
  limits: closedObject({
    nameMaxLength: { type: 'integer', description: 'the longest name, characters' },
    maxItems: { type: 'integer', description: 'the most items in one set' },
    maxSets: { type: 'integer', description: 'the most sets a member keeps' },
  }),
});

const createBody = closedObject({ name, items: { type: 'array', minItems: 1, maxItems: ITEMS_MAX, items: itemRequest } });
const renameBody = closedObject({ name });

const FIELD_LABELS = {
  id: 'เลขที่เลขชุด',
  name: `ชื่อเลขชุด (1–${NAME_MAX} ตัวอักษร)`,
  items: `รายการในเลขชุด (1–${ITEMS_MAX} รายการ: ประเภท เลข และจำนวนเงินเป็นบาท มากกว่า 0)`,
  type: 'ประเภทการแทง',
  number: 'เลข',
  amount: 'จำนวนเงิน (บาท)',
} as const;

const setJson = (set: NumberSet) => ({
  id: String(set.id),
  name: set.name,
  items: set.items.map((item) => ({ type: item.type, number: item.number, amount: satangToBaht(item.amount) })),
  createdAt: set.createdAt.toISOString(),
  updatedAt: set.updatedAt.toISOString(),
});

export function numberSetRoutes({ db, now }: RouteContext): Routes {
  return async (app) => {
    app.setSchemaErrorFormatter(thaiValidationErrors(FIELD_LABELS));

    app.get(
      '/lotto/number-sets',
      {
        onRequest: [app.authenticate, requireMember],
        schema: { summary: "The member's เลขชุด (saved sets of numbers), newest first, and the limits on them", response: { 200: listAnswer, ...errorResponses(401, 403) } },
      },
      async (request) => {
        const [sets, limits] = await Promise.all([memberNumberSets(db, accountOf(request).id), numberSetsSetting(db)]);
        return { sets: sets.map(setJson), limits };
      },
    );

    app.post(
      '/lotto/number-sets',
      {
        onRequest: [app.authenticate, requireMember],
        schema: {
          summary: 'Save a เลขชุด: a name and its items (bet type, number, stake)',
          description:
            'Refused with 400 when the name is empty or longer than the setting allows, an item is not a number its type takes, a stake is not baht ' +
            'with at most 2 decimals, or there are more items than a set may hold; 409 when the member already has a set of that name or the most sets allowed.',
          body: createBody,
          response: { 201: numberSetAnswer, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const set = await createNumberSet(db, accountOf(request).id, request.body, now());
        return reply.code(201).send(setJson(set));
      },
    );

    app.put(
      '/lotto/number-sets/:id',
      {
        onRequest: [app.authenticate, requireMember],
        schema: {
          summary: 'Rename one of the member’s เลขชุด',
          params: idParams,
          body: renameBody,
          response: { 200: numberSetAnswer, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => setJson(await renameNumberSet(db, accountOf(request).id, BigInt(request.params.id), request.body.name, now())),
    );

    app.delete(
      '/lotto/number-sets/:id',
      {
        onRequest: [app.authenticate, requireMember],
        schema: {
          summary: 'Delete one of the member’s เลขชุด',
          params: idParams,
          response: { 204: { type: 'null', description: 'deleted' }, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        await deleteNumberSet(db, accountOf(request).id, BigInt(request.params.id));
        return reply.code(204).send(null);
      },
    );
  };
}
