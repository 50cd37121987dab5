import { storedList } from './stored-list.ts';

const seed = () => [{ id: 1 }];

beforeEach(() => {
  localStorage.clear();
});

describe('a stored demo list', () => {
  it('starts as its seed, keeps what is written under tanghuay-demo:<name>, and starts over when the storage is cleared', () => {
    const list = storedList('things', seed);
    expect(list.read()).toEqual([{ id: 1 }]);
    list.write([{ id: 1 }, { id: 2 }]);
    expect(storedList('things', seed).read()).toEqual([{ id: 1 }, { id: 2 }]);
    expect(JSON.parse(localStorage.getItem('tanghuay-demo:things') ?? '[]')).toEqual([{ id: 1 }, { id: 2 }]);
    localStorage.clear();
    expect(list.read()).toEqual([{ id: 1 }]);
  });

  it('keeps the list for the visit when the storage cannot be used', () => {
    const storage = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      const list = storedList('things', seed);
      expect(list.read()).toEqual([{ id: 1 }]);
      list.write([{ id: 3 }]);
      expect(list.read()).toEqual([{ id: 3 }]);
    } finally {
      if (storage) Object.defineProperty(window, 'localStorage', storage);
    }
  });
});
