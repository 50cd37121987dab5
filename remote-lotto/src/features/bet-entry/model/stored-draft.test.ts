import type { Bet } from './draft.ts';
import { readStoredDraft, STORED_DRAFT_VERSION, storedDraftKey, writeStoredDraft } from './stored-draft.ts';

const SLIP: Bet[] = [
  { type: '3top', number: '123', stake: 1_000 },
  { type: '3tod', number: '123', stake: 550 },
  { type: 'runbottom', number: '7', stake: 100 },
];

beforeEach(() => localStorage.clear());

const store = (memberId: number, roundId: string, entry: unknown) => localStorage.setItem(storedDraftKey(memberId, roundId), typeof entry === 'string' ? entry : JSON.stringify(entry));

describe('the slip kept in the browser', () => {
  it('gives back the slip as it was written, for the same member and round', () => {
    writeStoredDraft(7, 'r1', SLIP);
    expect(readStoredDraft(7, 'r1')).toEqual(SLIP);
  });

  it('keeps each member’s slip on each round apart', () => {
    writeStoredDraft(7, 'r1', SLIP);
    writeStoredDraft(7, 'r2', SLIP.slice(0, 1));
    writeStoredDraft(8, 'r1', SLIP.slice(2));
    expect(readStoredDraft(7, 'r1')).toEqual(SLIP);
    expect(readStoredDraft(7, 'r2')).toEqual(SLIP.slice(0, 1));
    expect(readStoredDraft(8, 'r1')).toEqual(SLIP.slice(2));
    expect(readStoredDraft(8, 'r2')).toEqual([]);
  });

  it('keeps only the bets, not the lines’ ids on the page', () => {
    writeStoredDraft(7, 'r1', [{ ...SLIP[0]!, id: '41' } as Bet]);
    expect(JSON.parse(localStorage.getItem(storedDraftKey(7, 'r1')) ?? '')).toEqual({ version: STORED_DRAFT_VERSION, memberId: 7, roundId: 'r1', items: [SLIP[0]] });
  });

  it('removes the entry when the slip is emptied (placed or cleared)', () => {
    writeStoredDraft(7, 'r1', SLIP);
    writeStoredDraft(7, 'r1', []);
    expect(localStorage.getItem(storedDraftKey(7, 'r1'))).toBeNull();
    expect(readStoredDraft(7, 'r1')).toEqual([]);
  });

  it.each([
    ['not JSON', '{"version":1,'],
    ['another version', { version: 2, memberId: 7, roundId: 'r1', items: SLIP }],
    ['no version', { memberId: 7, roundId: 'r1', items: SLIP }],
    ['another member’s, copied under this key', { version: 1, memberId: 8, roundId: 'r1', items: SLIP }],
    ['another round’s, copied under this key', { version: 1, memberId: 7, roundId: 'r2', items: SLIP }],
    ['items that are not a list', { version: 1, memberId: 7, roundId: 'r1', items: { 0: SLIP[0] } }],
    ['an unknown bet type', { version: 1, memberId: 7, roundId: 'r1', items: [...SLIP, { type: '4top', number: '1234', stake: 100 }] }],
    ['a number of the wrong shape', { version: 1, memberId: 7, roundId: 'r1', items: [{ type: '2top', number: '123', stake: 100 }] }],
    ['a triple on 3 ตัวโต๊ด', { version: 1, memberId: 7, roundId: 'r1', items: [{ type: '3tod', number: '777', stake: 100 }] }],
    ['a stake in baht with decimals', { version: 1, memberId: 7, roundId: 'r1', items: [{ type: '2top', number: '12', stake: 10.5 }] }],
    ['a stake of nothing', { version: 1, memberId: 7, roundId: 'r1', items: [{ type: '2top', number: '12', stake: 0 }] }],
    ['a stake as text', { version: 1, memberId: 7, roundId: 'r1', items: [{ type: '2top', number: '12', stake: '100' }] }],
    ['null', 'null'],
  ])('reads an entry that is %s as no slip, and removes it', (_, entry) => {
    store(7, 'r1', entry);
    expect(readStoredDraft(7, 'r1')).toEqual([]);
    expect(localStorage.getItem(storedDraftKey(7, 'r1'))).toBeNull();
  });

  it('leaves other entries alone when one does not read', () => {
    writeStoredDraft(7, 'r2', SLIP);
    store(7, 'r1', 'garbage');
    expect(readStoredDraft(7, 'r1')).toEqual([]);
    expect(readStoredDraft(7, 'r2')).toEqual(SLIP);
  });

  it('answers no slip, and writes nothing, where storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Storage;
    expect(() => writeStoredDraft(7, 'r1', SLIP, blocked)).not.toThrow();
    expect(readStoredDraft(7, 'r1', blocked)).toEqual([]);
  });
});
