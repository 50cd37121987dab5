import type { BetType } from '@tanghuay/lottery-rules';
import { parseSlipText } from './paste.ts';

/** What a standard round offers (no 3 ตัวหน้า / 3 ตัวล่าง). */
const STANDARD: BetType[] = ['3top', '3tod', '2top', '2bottom', 'runtop', 'runbottom'];
/** What the government lottery offers. */
const GOVERNMENT: BetType[] = ['3top', '3tod', '3front', '3back', '2top', '2bottom', 'runtop', 'runbottom'];

/** The bets read, as "type number stake-in-satang". */
const bets = (text: string, offered = STANDARD, defaults: Partial<Record<BetType, number>> = {}) =>
  parseSlipText(text, offered, defaults).items.map(({ type, number, stake }) => `${type} ${number} ${stake}`);

describe('parseSlipText: the accepted formats', () => {
  it.each([
    ['one number and one amount', '123=50', STANDARD, ['3top 123 5000']],
    ['amounts separated by x go to the types in order', '123=50x50', STANDARD, ['3top 123 5000', '3tod 123 5000']],
    ['… by X, * or × as well', '12=100*100\n45=20X30\n67=5×5', STANDARD, ['2top 12 10000', '2bottom 12 10000', '2top 45 2000', '2bottom 45 3000', '2top 67 500', '2bottom 67 500']],
    ['an amount 0 skips its type', '123=0x20', STANDARD, ['3tod 123 2000']],
    ['the running digits', '5=10x20', STANDARD, ['runtop 5 1000', 'runbottom 5 2000']],
    ['several numbers separated by spaces', '12 34=10', STANDARD, ['2top 12 1000', '2top 34 1000']],
    ['… by commas, hyphens or slashes', '12,34-56/78=1', STANDARD, ['2top 12 100', '2top 34 100', '2top 56 100', '2top 78 100']],
    ['blanks around = and x', '  12 = 100 x 50  ', STANDARD, ['2top 12 10000', '2bottom 12 5000']],
    ['2 decimals in an amount', '12=2.5x0.25', STANDARD, ['2top 12 250', '2bottom 12 25']],
    ['Thai digits', '๑๒๓=๕๐x๒๐', STANDARD, ['3top 123 5000', '3tod 123 2000']],
    ['front and back 3 where the round offers them', '123=10x0x20x30', GOVERNMENT, ['3top 123 1000', '3front 123 2000', '3back 123 3000']],
    ['mixed digit counts: each number takes its own types', '123 45=10x20', STANDARD, ['3top 123 1000', '3tod 123 2000', '2top 45 1000', '2bottom 45 2000']],
    ['a number written twice on a line is bet once', '12 12 21=10', STANDARD, ['2top 12 1000', '2top 21 1000']],
    ['a triple is never bet as tod: the rest of the line is', '111=50x50', STANDARD, ['3top 111 5000']],
    ['a triple without an amount for tod', '111=50', STANDARD, ['3top 111 5000']],
    ['the same number on two lines is two bets', '12=10\n12=5', STANDARD, ['2top 12 1000', '2top 12 500']],
  ])('%s: %j', (_what, text, offered, expected) => {
    expect(bets(text, offered)).toEqual(expected);
  });

  it('takes the amounts set in the form for a line without =', () => {
    const defaults = { '3top': 1_000, '3tod': 500, '2bottom': 2_000, '3front': 700 };
    expect(bets('123 456', STANDARD, defaults)).toEqual(['3top 123 1000', '3top 456 1000', '3tod 123 500', '3tod 456 500']);
    expect(bets('45', STANDARD, defaults)).toEqual(['2bottom 45 2000']);
    // 3 ตัวหน้า only where the round offers it.
    expect(bets('123', GOVERNMENT, defaults)).toEqual(['3top 123 1000', '3tod 123 500', '3front 123 700']);
    expect(bets('777', STANDARD, defaults)).toEqual(['3top 777 1000']);
    // The line's own amounts win over the form's.
    expect(bets('12=1', STANDARD, defaults)).toEqual(['2top 12 100']);
  });
});

describe('parseSlipText: lines it cannot read', () => {
  it.each([
    ['=50', 'no_number'],
    [' , - = 5', 'no_number'],
    ['1234=50', 'bad_number'],
    ['12a=50', 'bad_number'],
    ['งวด 16/12', 'bad_number'],
    ['12x100', 'bad_number'],
    ['12=abc', 'bad_amount'],
    ['12=-5', 'bad_amount'],
    ['12=1.005', 'bad_amount'],
    ['12=1,000', 'bad_amount'],
    ['12=50 50', 'bad_amount'],
    ['12=50x', 'bad_amount'],
    ['12=50บาท', 'bad_amount'],
    ['12=10=20', 'bad_amount'],
    ['12=10000001', 'bad_amount'],
    ['12=10x10x10', 'too_many_amounts'],
    ['123=1x1x1', 'too_many_amounts'],
    ['12=', 'no_amount'],
    ['12=0x0', 'no_amount'],
    ['111=0x0', 'no_amount'],
    ['12', 'no_amount'],
    ['111=0x20', 'triple_tod'],
    ['111 123=0x20', 'triple_tod'],
    ['123 321=0x20', 'tod_order'],
  ])('%j: %s', (text, reason) => {
    expect(parseSlipText(text, STANDARD, {})).toEqual({ items: [], lines: [{ line: 1, text, ok: false, reason }], dropped: [] });
  });

  it('refuses a digit count the round offers no bet type for', () => {
    expect(parseSlipText('5=10', ['3top', '2top'], {}).lines).toEqual([{ line: 1, text: '5=10', ok: false, reason: 'not_offered' }]);
    // With 3 ตัวบน and 3 ตัวล่าง only, a second amount goes to 3 ตัวล่าง; a third is one too many.
    expect(bets('123=10x20', ['3top', '3back'])).toEqual(['3top 123 1000', '3back 123 2000']);
    expect(parseSlipText('123=1x1x1', ['3top', '3back'], {}).lines[0]?.reason).toBe('too_many_amounts');
  });

  it('takes nothing from a line with one number it cannot bet', () => {
    // 45 has no amount in the form: the whole line waits, 123 included.
    expect(parseSlipText('123 45', STANDARD, { '3top': 1_000 })).toEqual({
      items: [],
      lines: [{ line: 1, text: '123 45', ok: false, reason: 'no_amount' }],
      dropped: [],
    });
  });
});

describe('parseSlipText: a pasted slip', () => {
  it('reads a chat message line by line, answering every line that is not blank', () => {
    const text = [
      '123=50x50',
      '',
      '๔๕ ๕๔=๑๐๐*๑๐๐',
      '\t789\t987 = 20 x 0 ',
      '   ',
      '111=10x10',
      'งวดนี้เอาให้รวย',
      '5=3.2',
      '98=1,000',
      '12=10x10x10',
      '777=0x5',
      '56',
    ].join('\r\n');
    const pasted = parseSlipText(text, STANDARD, { '2top': 1_000 });
    expect(pasted.items.map(({ type, number, stake }) => `${type} ${number} ${stake}`)).toEqual([
      '3top 123 5000',
      '3tod 123 5000',
      '2top 45 10000',
      '2top 54 10000',
      '2bottom 45 10000',
      '2bottom 54 10000',
      '3top 789 2000',
      '3top 987 2000',
      '3top 111 1000',
      'runtop 5 320',
      '2top 56 1000',
    ]);
    expect(pasted.lines).toEqual([
      { line: 1, text: '123=50x50', ok: true },
      { line: 3, text: '๔๕ ๕๔=๑๐๐*๑๐๐', ok: true },
      { line: 4, text: '\t789\t987 = 20 x 0 ', ok: true },
      { line: 6, text: '111=10x10', ok: true, reason: 'triple_tod' },
      { line: 7, text: 'งวดนี้เอาให้รวย', ok: false, reason: 'bad_number' },
      { line: 8, text: '5=3.2', ok: true },
      { line: 9, text: '98=1,000', ok: false, reason: 'bad_amount' },
      { line: 10, text: '12=10x10x10', ok: false, reason: 'too_many_amounts' },
      { line: 11, text: '777=0x5', ok: false, reason: 'triple_tod' },
      { line: 12, text: '56', ok: true },
    ]);
  });

  it('answers the 3 ตัวโต๊ด amounts it dropped, for the screen to say: a triple, another order of a number', () => {
    const pasted = parseSlipText('999=10x10\n123 321 12=10x5', STANDARD, {});
    expect(pasted.items.map(({ type, number, stake }) => `${type} ${number} ${stake}`)).toEqual([
      '3top 999 1000',
      '3top 123 1000',
      '3top 321 1000',
      '3tod 123 500',
      '2top 12 1000',
      '2bottom 12 500',
    ]);
    expect(pasted.dropped).toEqual([
      { type: '3tod', number: '999', reason: 'triple_tod' },
      { type: '3tod', number: '321', reason: 'tod_order' },
    ]);
    expect(pasted.lines).toEqual([
      { line: 1, text: '999=10x10', ok: true, reason: 'triple_tod' },
      { line: 2, text: '123 321 12=10x5', ok: true, reason: 'tod_order' },
    ]);
  });

  it('warns of a triple only when an amount for 3 ตัวโต๊ด was dropped', () => {
    const defaults = { '3top': 1_000 };
    expect(parseSlipText('111=50\n222=50x0\n333', STANDARD, defaults).lines).toEqual([
      { line: 1, text: '111=50', ok: true },
      { line: 2, text: '222=50x0', ok: true },
      { line: 3, text: '333', ok: true },
    ]);
    expect(parseSlipText('444', STANDARD, { ...defaults, '3tod': 500 }).lines).toEqual([{ line: 1, text: '444', ok: true, reason: 'triple_tod' }]);
  });

  it('reads LF, CRLF and CR line ends alike', () => {
    for (const end of ['\n', '\r\n', '\r']) expect(bets(['12=1', '34=2'].join(end))).toEqual(['2top 12 100', '2top 34 200']);
  });

  it('answers nothing for an empty paste', () => {
    expect(parseSlipText('', STANDARD, {})).toEqual({ items: [], lines: [], dropped: [] });
    expect(parseSlipText(' \n\t\r\n', STANDARD, {})).toEqual({ items: [], lines: [], dropped: [] });
  });
});
