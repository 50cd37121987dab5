import { isValidThaiId, paymentFieldOfRefusal, type PaymentSettings, paymentFormOf, readLottoForm, readPaymentForm, readSiteForm } from './settings-form.ts';

const payments: PaymentSettings = {
  deposit: { min: 100, max: 50000 },
  withdrawal: { min: 300, max: 20000 },
  promptpay: { type: 'phone', value: '0812345678' },
  bank: { code: 'KBANK', accountNo: '1234567890', accountName: 'บริษัท ตั้งหวย จำกัด' },
  secondApproval: { depositAbove: 20000, withdrawalAbove: 20000 },
};

describe('the payments section', () => {
  it('reads back what the API answered', () => {
    expect(readPaymentForm(paymentFormOf(payments))).toEqual({ value: payments });
  });

  it('takes thousands separators, Thai digits, grouped numbers and a lower-case bank code', () => {
    const form = { ...paymentFormOf(payments), depositMax: '๑๐๐,๐๐๐', promptpay: '081-234-5678', bankCode: ' scb ', bankAccountNo: '123-4-56789-0' };
    expect(readPaymentForm(form).value).toEqual({
      ...payments,
      deposit: { min: 100, max: 100000 },
      bank: { ...payments.bank, code: 'SCB', accountNo: '1234567890' },
    });
  });

  it('says what is wrong beside each box', () => {
    const form = {
      ...paymentFormOf(payments),
      depositMin: '',
      withdrawalMin: '30000',
      withdrawalMax: '1.005',
      promptpay: '12345',
      bankCode: 'K1',
      bankAccountNo: '123',
      bankAccountName: 'x',
    };
    expect(readPaymentForm(form).problems).toEqual({
      depositMin: 'empty',
      withdrawalMax: 'notAnAmount',
      promptpay: 'phone',
      bankCode: 'bankCode',
      bankAccountNo: 'bankAccountNo',
      bankAccountName: 'bankAccountName',
    });
    expect(readPaymentForm({ ...paymentFormOf(payments), depositMin: '60000' }).problems).toEqual({ depositMax: 'minAboveMax' });
  });

  it('reads the two-person rule’s amounts as the API checks them: baht above 0, at most ten million, 2 decimals', () => {
    const form = { ...paymentFormOf(payments), depositSecondAbove: '๒๕,๐๐๐.๕', withdrawalSecondAbove: '10000000' };
    expect(readPaymentForm(form).value?.secondApproval).toEqual({ depositAbove: 25000.5, withdrawalAbove: 10000000 });
    for (const [typed, problem] of [
      ['', 'empty'],
      ['0', 'notAnAmount'],
      ['-5', 'notAnAmount'],
      ['100.005', 'notAnAmount'],
      ['10000000.01', 'notAnAmount'],
    ] as const) {
      expect(readPaymentForm({ ...paymentFormOf(payments), withdrawalSecondAbove: typed }).problems).toEqual({ withdrawalSecondAbove: problem });
    }
  });

  it('checks a national id by its check digit', () => {
    expect(isValidThaiId('1101700230708')).toBe(true);
    expect(isValidThaiId('1101700230709')).toBe(false);
    const form = { ...paymentFormOf(payments), promptpayType: 'nationalId' as const, promptpay: '1-1017-00230-70-8' };
    expect(readPaymentForm(form).value?.promptpay).toEqual({ type: 'nationalId', value: '1101700230708' });
    expect(readPaymentForm({ ...form, promptpay: '1101700230709' }).problems).toEqual({ promptpay: 'nationalId' });
  });
});

describe("the API's refusals of the payments section", () => {
  it('are shown beside the box they are about', () => {
    expect(paymentFieldOfRefusal({ code: 'INVALID_PROMPTPAY', message: 'พร้อมเพย์แบบเบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลักขึ้นต้นด้วย 0' })).toBe('promptpay');
    expect(paymentFieldOfRefusal({ code: 'INVALID_BOUNDS', message: 'ยอดถอนขั้นต่ำต้องไม่มากกว่ายอดถอนสูงสุดต่อครั้ง' })).toBe('withdrawalMax');
    expect(paymentFieldOfRefusal({ code: 'INVALID_BOUNDS', message: 'ยอดฝากขั้นต่ำต้องไม่มากกว่ายอดฝากสูงสุดต่อครั้ง' })).toBe('depositMax');
    expect(paymentFieldOfRefusal({ code: 'FORBIDDEN', message: 'ไม่มีสิทธิ์' })).toBeNull();
    expect(paymentFieldOfRefusal(null)).toBeNull();
  });
});

describe('the lottery section', () => {
  it('takes whole minutes 0–1440', () => {
    expect(readLottoForm({ cancelWithinMinutes: '30', cancelBeforeCloseMinutes: '๐', maxDiscount: '10' })).toEqual({
      value: { cancelWithinMinutes: 30, cancelBeforeCloseMinutes: 0, maxDiscount: 10 },
    });
    expect(readLottoForm({ cancelWithinMinutes: '1441', cancelBeforeCloseMinutes: '', maxDiscount: '10' }).problems).toEqual({
      cancelWithinMinutes: 'minutes',
      cancelBeforeCloseMinutes: 'empty',
    });
    expect(readLottoForm({ cancelWithinMinutes: '1.5', cancelBeforeCloseMinutes: '-1', maxDiscount: '10' }).problems).toEqual({
      cancelWithinMinutes: 'minutes',
      cancelBeforeCloseMinutes: 'minutes',
    });
  });

  it('takes a maximum discount in percent, 0 to 99.99 with at most 2 decimals (Thai digits too)', () => {
    const window = { cancelWithinMinutes: '30', cancelBeforeCloseMinutes: '10' };
    for (const [typed, maxDiscount] of [
      ['0', 0],
      ['๗.๕', 7.5],
      [' 99.99 ', 99.99],
    ] as const) {
      expect(readLottoForm({ ...window, maxDiscount: typed }).value?.maxDiscount).toBe(maxDiscount);
    }
    expect(readLottoForm({ ...window, maxDiscount: '' }).problems).toEqual({ maxDiscount: 'empty' });
    for (const typed of ['100', '5.555', '-1', '10%', 'abc']) {
      expect(readLottoForm({ ...window, maxDiscount: typed }).problems).toEqual({ maxDiscount: 'percent' });
    }
  });
});

describe('the site section', () => {
  it('takes a member id, or none when empty', () => {
    expect(readSiteForm({ layout: 'horizontal', menuExcludedUserId: ' 42 ' })).toEqual({ value: { layout: 'horizontal', menuExcludedUserId: 42 } });
    expect(readSiteForm({ layout: 'vertical', menuExcludedUserId: '' })).toEqual({ value: { layout: 'vertical', menuExcludedUserId: null } });
    for (const id of ['0', 'abc', '4.2', '99999999999999999']) {
      expect(readSiteForm({ layout: 'vertical', menuExcludedUserId: id }).problems).toEqual({ menuExcludedUserId: 'userId' });
    }
  });
});
