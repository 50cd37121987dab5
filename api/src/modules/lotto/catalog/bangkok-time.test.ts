import { bangkokDayEnd, bangkokDayStart, thaiDate, thaiDateTime } from './bangkok-time.ts';

describe('Bangkok calendar days', () => {
  it('starts a day at midnight Bangkok time, the previous UTC evening, and ends it 24 hours later', () => {
    const start = bangkokDayStart('2026-12-16');
    expect(start?.toISOString()).toBe('2026-12-15T17:00:00.000Z');
    expect(start && bangkokDayEnd(start).toISOString()).toBe('2026-12-16T17:00:00.000Z');
    expect(bangkokDayStart('2028-02-29')?.toISOString()).toBe('2028-02-28T17:00:00.000Z');
  });

  it.each(['2026-02-30', '2026-13-01', '2027-02-29', '16-12-2026', ''])('knows %j is no day', (day) => {
    expect(bangkokDayStart(day)).toBeNull();
  });
});

describe('Thai wording', () => {
  it('says a time in Bangkok, and a calendar day', () => {
    expect(thaiDateTime(new Date('2026-12-16T08:20:00Z'))).toBe('16 ธันวาคม 2569 เวลา 15:20 น.');
    expect(thaiDate('2026-12-16')).toBe('16 ธันวาคม 2569');
  });
});
