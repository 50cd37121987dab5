import { limitJson } from './limit-json.ts';

describe('terms as JSON', () => {
  it.each([
    [{ type: '3top', number: '007', kind: 'closed', value: null, remaining: null }, { value: null }],
    [{ type: '2top', number: '59', kind: 'reduced', value: 50n, remaining: null }, { value: 50 }],
    [{ type: 'runbottom', number: '5', kind: 'cap', value: 123456n, remaining: 100050n }, { value: 1234.56, remaining: 1000.5 }],
  ] as const)('limit %#: reduced in percent, cap in baht with what is still open, closed without a value', (item, said) => {
    expect(limitJson(item)).toEqual({ type: item.type, number: item.number, kind: item.kind, ...said });
  });
});
