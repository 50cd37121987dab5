import { isTriple } from '@tanghuay/lottery-rules';
import { asciiDigits } from '../../../lib/amount.ts';
import {
  doubles,
  nineteenDoors,
  permutations,
  runBack,
  runFront,
  triples,
} from './numbers.ts';

const DIGIT_LIST = [...'0123456789'];

describe('permutations (กลับเลข)', () => {
  it.each([
    ['123', ['123', '132', '213', '231', '312', '321']],
    ['321', ['321', '123', '132', '213', '231', '312']],
    ['112', ['112', '121', '211']],
    ['121', ['121', '112', '211']],
    ['211', ['211', '112', '121']],
    ['111', ['111']],
    ['12', ['12', '21']],
    ['21', ['21', '12']],
    ['11', ['11']],
    ['07', ['07', '70']],
    ['5', ['5']],
  ])('%s → %j', (number, expected) => {
    expect(permutations(number)).toEqual(expected);
  });

  it('answers every distinct order, the typed number first, for every 3-digit number', () => {
    for (let n = 0; n < 1000; n += 1) {
      const number = String(n).padStart(3, '0');
      const result = permutations(number);
      const distinctDigits = new Set(number).size;
      expect(result[0]).toBe(number);
      expect(new Set(result).size).toBe(result.length);
      expect(result).toHaveLength(distinctDigits === 3 ? 6 : distinctDigits === 2 ? 3 : 1);
      for (const other of result) expect([...other].sort().join('')).toBe([...number].sort().join(''));
    }
  });

  it('answers nothing for what is not a 1–3 digit number', () => {
    expect(permutations('')).toEqual([]);
    expect(permutations('1234')).toEqual([]);
    expect(permutations('1a')).toEqual([]);
    expect(permutations(' 12')).toEqual([]);
  });
});

describe('19 ประตู', () => {
  it.each(DIGIT_LIST)('gives 19 distinct two-digit numbers with %s in them, ascending', (digit) => {
    const doors = nineteenDoors(digit);
    expect(doors).toHaveLength(19);
    expect(new Set(doors).size).toBe(19);
    expect(doors).toEqual([...doors].sort());
    for (const number of doors) {
      expect(number).toMatch(/^[0-9]{2}$/);
      expect(number).toContain(digit);
    }
    // …and every two-digit number with the digit is among them.
    const all = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
    expect(doors).toEqual(all.filter((number) => number.includes(digit)));
  });

  it('lists 5 as the members count it', () => {
    expect(nineteenDoors('5')).toEqual([
      '05', '15', '25', '35', '45', '50', '51', '52', '53', '54', '55', '56', '57', '58', '59', '65', '75', '85', '95',
    ]);
  });

  it('answers nothing unless given one digit', () => {
    expect(nineteenDoors('')).toEqual([]);
    expect(nineteenDoors('12')).toEqual([]);
    expect(nineteenDoors('x')).toEqual([]);
  });
});

describe('รูดหน้า, รูดหลัง, เลขเบิ้ล, เลขตอง', () => {
  it('runs the front and the back digit', () => {
    expect(runFront('3')).toEqual(['30', '31', '32', '33', '34', '35', '36', '37', '38', '39']);
    expect(runBack('3')).toEqual(['03', '13', '23', '33', '43', '53', '63', '73', '83', '93']);
    expect(runFront('0')[0]).toBe('00');
    expect(runFront('34')).toEqual([]);
    expect(runBack('')).toEqual([]);
  });

  it('lists the doubles (2 digits) and the triples (3 digits)', () => {
    expect(doubles()).toEqual(['00', '11', '22', '33', '44', '55', '66', '77', '88', '99']);
    expect(triples()).toEqual(['000', '111', '222', '333', '444', '555', '666', '777', '888', '999']);
    expect(triples().every(isTriple)).toBe(true);
  });
});

describe('asciiDigits', () => {
  it('reads Thai digits as 0–9 and leaves the rest', () => {
    expect(asciiDigits('๐๑๒๓๔๕๖๗๘๙')).toBe('0123456789');
    expect(asciiDigits('๑๒๓=๕๐x๕๐ บาท')).toBe('123=50x50 บาท');
  });
});
