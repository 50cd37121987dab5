// Thai names of request fields that several lottery route files share, word for word (each route
// file passes its own list to thaiValidationErrors and takes these from here).
import { bahtInWords, MAX_BAHT } from '../../lib/money.ts';

/** A round named in the path of the catalog's, the back office's and the results' routes. */
export const ROUND_ID_LABEL = 'เลขที่รอบ';

/** A round as the slips' routes name it (a slip's round, a round cancelled with its slips). */
export const SLIP_ROUND_LABEL = 'รอบหวย';

export const LOTTO_CODE_LABEL = 'รหัสหวย';

export const IDEMPOTENCY_KEY_LABELS = { 'idempotency-key': 'Idempotency-Key' } as const;

/** The lists the back office sends: a round's limit items, a lottery's bet types. */
export const BACKOFFICE_ITEM_LABELS = {
  items: `รายการ (ประเภท เลข ชนิด และค่า: อัตราจ่ายมากกว่า 0, แทงขั้นต่ำและสูงสุด 0.01–${bahtInWords(BigInt(MAX_BAHT) * 100n)}, ส่วนลด 0 ถึงน้อยกว่า 100 %)`,
  type: 'ประเภทการแทง',
} as const;

/** A numbered page of a back-office list (lib/paging.ts). */
export const NUMBERED_PAGE_LABELS = { page: 'หน้าที่ (1 ขึ้นไป)', pageSize: 'จำนวนรายการต่อหน้า (1–100)' } as const;
