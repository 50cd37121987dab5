// A slip (โพย) and its items as the API answers them (POST /lotto/slips, GET /lotto/slips/:id, the
// cancel): amounts in baht, a rate as "pays × n", instants as ISO strings, days as YYYY-MM-DD
// (Bangkok). Shared by bet entry, which places slips, and the slips screens, which read them.
import type { Answer } from '@tanghuay/api-types';

export type Slip = Answer<'/lotto/slips/{id}'>;
export type SlipItem = Slip['items'][number];
/** What every shape of a slip carries: in a list (with an item count) and alone (with its items). */
export type SlipHead = Omit<Slip, 'items'>;
