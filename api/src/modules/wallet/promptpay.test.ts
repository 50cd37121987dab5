import { crc16CcittFalse, isValidThaiId, promptPayPayload, tlv } from './promptpay.ts';

const hex = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');

/** Splits an EMVCo payload into its data objects, checking each length prefix. */
function parse(payload: string): [string, string][] {
  const objects: [string, string][] = [];
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    const value = payload.slice(at + 4, at + 4 + length);
    expect(value).toHaveLength(length);
    objects.push([id, value]);
    at += 4 + length;
  }
  return objects;
}

describe('crc16CcittFalse', () => {
  it('matches the standard check value', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
    expect(crc16CcittFalse('')).toBe(0xffff);
  });

  // Published PromptPay payloads (the last four characters are their CRC).
  it.each([
    '00020101021129370016A000000677010111011300668999999995802TH53037646304FE29',
    '00020101021229370016A000000677010111011300668999999995802TH53037645406420.006304CF9E',
  ])('reproduces the CRC of %s', (published) => {
    expect(hex(crc16CcittFalse(published.slice(0, -4)))).toBe(published.slice(-4));
  });
});

describe('tlv', () => {
  it('prefixes a two-digit length', () => {
    expect(tlv('58', 'TH')).toBe('5802TH');
    expect(tlv('54', '1234.50')).toBe('54071234.50');
    expect(() => tlv('5', 'TH')).toThrow();
    expect(() => tlv('62', '')).toThrow();
  });
});

describe('promptPayPayload', () => {
  it('builds a dynamic payload for a mobile number', () => {
    const payload = promptPayPayload({ type: 'phone', value: '089-999-9999' }, 42_000n);
    expect(payload).toBe(
      '00020101021229370016A000000677010111011300668999999995303764540642' + '0.005802TH6304' + payload.slice(-4),
    );
    expect(parse(payload)).toEqual([
      ['00', '01'],
      ['01', '12'],
      ['29', '0016A00000067701011101130066899999999'],
      ['53', '764'],
      ['54', '420.00'],
      ['58', 'TH'],
      ['63', payload.slice(-4)],
    ]);
    expect(payload.slice(-4)).toMatch(/^[0-9A-F]{4}$/);
    expect(hex(crc16CcittFalse(payload.slice(0, -4)))).toBe(payload.slice(-4));
  });

  it('accepts the +66 form of the same number', () => {
    expect(promptPayPayload({ type: 'phone', value: '+66899999999' }, 42_000n)).toBe(
      promptPayPayload({ type: 'phone', value: '0899999999' }, 42_000n),
    );
  });

  it('builds a payload for a national id with sub-tag 02', () => {
    const id = '1101700230708';
    expect(isValidThaiId(id)).toBe(true);
    const objects = parse(promptPayPayload({ type: 'nationalId', value: id }, 1n));
    expect(objects.find(([tag]) => tag === '29')?.[1]).toBe('0016A000000677010111' + '0213' + id);
    expect(objects.find(([tag]) => tag === '54')?.[1]).toBe('0.01');
  });

  it('writes the amount with two decimals', () => {
    const amount = (satang: bigint) =>
      parse(promptPayPayload({ type: 'phone', value: '0812345678' }, satang)).find(([tag]) => tag === '54')?.[1];
    expect(amount(100n)).toBe('1.00');
    expect(amount(123_456n)).toBe('1234.56');
    expect(amount(5n)).toBe('0.05');
  });

  it('refuses bad targets and amounts', () => {
    expect(() => promptPayPayload({ type: 'phone', value: '12345' }, 100n)).toThrow();
    expect(() => promptPayPayload({ type: 'nationalId', value: '1101700230709' }, 100n)).toThrow();
    expect(() => promptPayPayload({ type: 'phone', value: '0812345678' }, 0n)).toThrow();
    expect(() => promptPayPayload({ type: 'phone', value: '0812345678' }, -100n)).toThrow();
  });
});
