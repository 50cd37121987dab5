import { limitJson } from './limit-json.ts';

describe('terms as JSON', () => {
  it.each([
    [{ type: '3top', number: '007', kind: 'closed', value: null }, null],
    [{ type: '2top', number: '59', kind: 'reduced', value: 50n }, 50],
    [{ type: 'runbottom', number: '5', kind: 'cap', value: 123456n }, 1234.56],
  ] as const)('limit %#: reduced in percent, cap in baht, closed without a value', (item, value) => {
    expect(limitJson(item)).toEqual({ type: item.type, number: item.number, kind: item.kind, value });
  });
});
