// PromptPay QR payloads (EMVCo merchant-presented mode, Thai PromptPay credit transfer).
// Pure: the same target and amount always give the same string.

export type PromptPayTarget =
  | { type: 'phone'; value: string } // Thai mobile number: 0812345678, 081-234-5678, +66812345678
  | { type: 'nationalId'; value: string }; // 13-digit national id or tax id

export const PROMPTPAY_AID = 'A000000677010111';

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final xor. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** One EMVCo data object: two-digit id, two-digit length, value. */
export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`EMVCo id must be two digits: ${id}`);
  if (value.length < 1 || value.length > 99) throw new Error(`EMVCo value of ${id} must be 1–99 characters`);
  return id + String(value.length).padStart(2, '0') + value;
}

/** The check digit of a Thai 13-digit national id / tax id is valid. */
export function isValidThaiId(digits: string): boolean {
  if (!/^\d{13}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(digits[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(digits[12]);
}

function proxyValue(target: PromptPayTarget): string {
  const digits = target.value.replace(/[\s-]/g, '');
  if (target.type === 'phone') {
    const national = /^\+?66(\d{9})$/.exec(digits)?.[1] ?? /^0(\d{9})$/.exec(digits)?.[1];
    if (!national) throw new Error('PromptPay phone number must be a Thai mobile number');
    return tlv('01', '0066' + national);
  }
  if (!isValidThaiId(digits)) throw new Error('PromptPay national id / tax id must be 13 digits with a valid check digit');
  return tlv('02', digits);
}

/** The payload of a dynamic PromptPay QR for `amountSatang` (integer satang, at least 1). */
export function promptPayPayload(target: PromptPayTarget, amountSatang: bigint): string {
  if (amountSatang < 1n || amountSatang > 99_999_999_999n) throw new Error('PromptPay amount out of range');
  const amount = `${amountSatang / 100n}.${String(amountSatang % 100n).padStart(2, '0')}`;
  const body =
    tlv('00', '01') + // payload format indicator
    tlv('01', '12') + // point of initiation: dynamic (one payment, with an amount)
    tlv('29', tlv('00', PROMPTPAY_AID) + proxyValue(target)) +
    tlv('53', '764') + // THB
    tlv('54', amount) +
    tlv('58', 'TH') +
    '6304';
  return body + crc16CcittFalse(body).toString(16).toUpperCase().padStart(4, '0');
}
