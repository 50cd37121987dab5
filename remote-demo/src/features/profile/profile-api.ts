// The profile page's endpoints, answered in the browser (lib/fake-api.ts); nothing on it changes.
import { FakeApiError, fakeApi } from '../../lib/fake-api.ts';
import { postsPage } from './profile-model.ts';
import { seedPosts, seedProfile } from './profile-seed.ts';

export const profileApi = fakeApi([
  { method: 'GET', pattern: '/pages/profile', answer: seedProfile },
  {
    method: 'GET',
    pattern: '/pages/profile/posts',
    answer: ({ query }) => {
      const page = Number(query.get('page') ?? '1');
      if (!Number.isInteger(page) || page < 1) throw new FakeApiError(400, 'page must be a whole number from 1');
      return postsPage(seedPosts(), page);
    },
  },
]);
