import { initialsOf, POSTS_PAGE_SIZE, postsPage } from './profile-model.ts';
import { seedPosts } from './profile-seed.ts';

describe('the profile', () => {
  it('shows the first letters of the first two words of a name', () => {
    expect(['สมชาย ใจดี', ' ann  lee smith ', 'Mali'].map(initialsOf)).toEqual(['สใ', 'AL', 'M']);
  });

  it('pages the posts newest first, saying whether more follow', () => {
    const posts = seedPosts();
    const first = postsPage(posts, 1);
    expect(first.posts).toHaveLength(POSTS_PAGE_SIZE);
    expect(first.posts[0]?.date).toBe('2026-11-28');
    expect(first.hasMore).toBe(true);
    const last = postsPage(posts, Math.ceil(posts.length / POSTS_PAGE_SIZE));
    expect(last.hasMore).toBe(false);
    expect(postsPage(posts, 9)).toEqual({ posts: [], hasMore: false });
  });
});
