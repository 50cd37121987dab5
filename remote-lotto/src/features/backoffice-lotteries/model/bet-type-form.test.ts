import { type BetTypeSetting, readForm, readRow, rowOf } from './bet-type-form.ts';

const threeTop: BetTypeSetting = { code: '3top', name: '3 ตัวบน', rate: 900, min: 1, max: 2000, discount: 0, enabled: true };
const runTop: BetTypeSetting = { code: 'runtop', name: 'วิ่งบน', rate: 3.2, min: 1, max: 10000, discount: 1.5, enabled: true };

describe('a bet type row', () => {
  it('reads its boxes as the API takes them, Thai digits and thousands separators included', () => {
    expect(readRow({ ...rowOf(threeTop), rate: '๘๕๐', max: '5,000', discount: '2.5' }, 10)).toEqual({
      setting: { code: '3top', rate: 850, min: 1, max: 5000, discount: 2.5, enabled: true },
    });
    expect(readRow({ ...rowOf(threeTop), discount: '0.00' }, 10)).toEqual({ setting: { ...rowOf(threeTop), rate: 900, min: 1, max: 2000, discount: 0 } });
  });

  it('says what is wrong with each box', () => {
    expect(readRow({ code: '3top', rate: '0', min: '', max: 'abc', discount: '100', enabled: true }, 10)).toEqual({
      problems: { rate: 'notPositive', min: 'empty', max: 'notANumber', discount: 'discountRange' },
    });
    expect(readRow({ code: '3top', rate: '100001', min: '10.555', max: '5', discount: '-1', enabled: true }, 10)).toEqual({
      problems: { rate: 'rateTooHigh', min: 'tooManyDecimals', discount: 'discountRange' },
    });
  });

  it("refuses a discount above the business's maximum, the maximum itself allowed", () => {
    expect(readRow({ ...rowOf(threeTop), discount: '10.01' }, 10)).toEqual({ problems: { discount: 'discountAboveMax' } });
    expect(readRow({ ...rowOf(threeTop), discount: '10' }, 10)).toMatchObject({ setting: { discount: 10 } });
    expect(readRow({ ...rowOf(threeTop), discount: '0.5' }, 0)).toEqual({ problems: { discount: 'discountAboveMax' } });
  });

  it('refuses a most stake below the least', () => {
    expect(readRow({ ...rowOf(threeTop), min: '100', max: '50' }, 10)).toEqual({ problems: { max: 'maxBelowMin' } });
  });
});

describe('the bet types form', () => {
  it('sends only the bet types that changed', () => {
    const rows = [rowOf(threeTop), { ...rowOf(runTop), enabled: false }];
    expect(readForm(rows, [threeTop, runTop], 10)).toEqual({ items: [{ type: 'runtop', rate: 3.2, min: 1, max: 10000, discount: 1.5, enabled: false }] });
    expect(readForm([rowOf(threeTop), { ...rowOf(runTop), rate: '3.20' }], [threeTop, runTop], 10)).toEqual({ items: [] });
  });

  it('leaves a row as it was unread, so a discount above a lower maximum stops only its own row', () => {
    const generous = { ...threeTop, discount: 15 };
    expect(readForm([rowOf(generous), { ...rowOf(runTop), enabled: false }], [generous, runTop], 10)).toEqual({
      items: [{ type: 'runtop', rate: 3.2, min: 1, max: 10000, discount: 1.5, enabled: false }],
    });
    expect(readForm([{ ...rowOf(generous), rate: '850' }, rowOf(runTop)], [generous, runTop], 10)).toEqual({ problems: { '3top': { discount: 'discountAboveMax' } } });
  });

  it('sends nothing while a row has a problem, and names the rows', () => {
    expect(readForm([{ ...rowOf(threeTop), rate: '' }, rowOf(runTop)], [threeTop, runTop], 10)).toEqual({ problems: { '3top': { rate: 'empty' } } });
  });
});
