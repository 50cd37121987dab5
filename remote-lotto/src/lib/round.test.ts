/**
 * @jest-environment node
 */
import { betPath } from './round.ts';

describe('betPath', () => {
  const round = { id: '42', lottoName: 'หวยด่วน 15 นาที', lottoHead: 'หวยด่วน', lottoSubHead: 'หวยด่วน 15 นาที', closeDate: '2026-12-16' };

  it('addresses the bet entry of a round with every part URL-encoded, for both variants', () => {
    const v1 = betPath(round, 'v1');
    expect(v1.startsWith('/tanghuay-online/%E0%B8%AB')).toBe(true);
    expect(v1.split('/').map(decodeURIComponent)).toEqual(['', 'tanghuay-online', 'หวยด่วน 15 นาที', 'หวยด่วน', 'หวยด่วน 15 นาที', '2026-12-16', '42']);
    expect(betPath(round, 'v2')).toBe(v1.replace('/tanghuay-online/', '/tanghuay-online-v2/'));
  });

  it('keeps a slash in a name inside its own part', () => {
    expect(betPath({ ...round, lottoName: 'A/B' }, 'v1').split('/')).toHaveLength(7);
  });
});
