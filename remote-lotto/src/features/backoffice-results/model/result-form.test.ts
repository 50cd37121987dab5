import { digitsOf, RESULT_FIELDS, readResult, top3Of, valuesOf } from './result-form.ts';

describe('the result form', () => {
  it('has the government lottery boxes as announced, and top 3 and bottom 2 for the others', () => {
    expect(RESULT_FIELDS.government.map((shape) => `${shape.field}:${shape.digits}`)).toEqual([
      'firstPrize:6',
      'front3a:3',
      'front3b:3',
      'back3a:3',
      'back3b:3',
      'bottom2:2',
    ]);
    expect(RESULT_FIELDS.standard.map((shape) => `${shape.field}:${shape.digits}`)).toEqual(['top3:3', 'bottom2:2']);
  });

  it('reads a government result into the body the API takes', () => {
    const values = { firstPrize: '123456', front3a: '011', front3b: '987', back3a: '555', back3b: '004', bottom2: '07' };
    expect(readResult('government', values)).toEqual({
      body: { firstPrize: '123456', front3: ['011', '987'], back3: ['555', '004'], bottom2: '07' },
    });
  });

  it('reads another lottery as top 3 and bottom 2, Thai digits and blanks included', () => {
    expect(readResult('standard', { top3: '๕๐๕', bottom2: ' 0 7 ' })).toEqual({ body: { top3: '505', bottom2: '07' } });
    expect(digitsOf('12 34-56')).toBe('123456');
  });

  it('says which box is empty and which has the wrong digits', () => {
    expect(readResult('government', { firstPrize: '12345', front3a: '01', front3b: '987', back3a: 'abc', back3b: '004' })).toEqual({
      problems: { firstPrize: 'digits', front3a: 'digits', back3a: 'digits', bottom2: 'empty' },
    });
    expect(readResult('standard', { top3: '1234', bottom2: '' })).toEqual({ problems: { top3: 'digits', bottom2: 'empty' } });
  });

  it('fills the boxes with a stored result, to correct it', () => {
    const government = { firstPrize: '123456', front3: ['011', '987'], back3: ['555', '004'], top3: '456', bottom2: '07' };
    expect(readResult('government', valuesOf(government)).body).toEqual({
      firstPrize: '123456',
      front3: ['011', '987'],
      back3: ['555', '004'],
      bottom2: '07',
    });
    expect(valuesOf({ firstPrize: null, front3: null, back3: null, top3: '505', bottom2: '07' })).toEqual({ top3: '505', bottom2: '07' });
  });

  it("takes the government lottery's top 3 from the first prize", () => {
    expect(top3Of({ firstPrize: '123456', front3: ['011', '987'], back3: ['555', '004'], bottom2: '07' })).toBe('456');
    expect(top3Of({ top3: '505', bottom2: '07' })).toBe('505');
  });
});
