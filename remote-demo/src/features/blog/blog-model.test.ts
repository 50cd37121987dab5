import { commentRefusalOf, EXCERPT_LENGTH, excerptOf, postsFor, refusalOf } from './blog-model.ts';
import { seedPosts } from './blog-seed.ts';

describe('the blog', () => {
  it('shows a short content whole and cuts a long one at a space, with an ellipsis', () => {
    expect(excerptOf('  สั้น\n\nมาก ')).toBe('สั้น มาก');
    const long = excerptOf(`${'word '.repeat(40)}`);
    expect(long.endsWith('word…')).toBe(true);
    expect(long.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 1);
  });

  it('lists the posts newest first, a page at a time, and searches titles, content and tags', () => {
    const posts = seedPosts();
    const first = postsFor(posts, { page: 1 });
    expect(first.total).toBe(posts.length);
    expect(first.posts.map((post) => post.id)).toEqual([1, 2, 3, 4]);
    expect(postsFor(posts, { page: 2 }).posts.map((post) => post.id)).toEqual([5, 6]);
    expect(postsFor(posts, { q: 'ux', page: 1 }).posts.map((post) => post.id)).toEqual([2, 4]);
    expect(postsFor(posts, { q: 'สตางค์', page: 1 }).posts.map((post) => post.title)).toEqual(['เราทดสอบระบบชำระเงินอย่างไร']);
    expect(first.posts[0]?.commentCount).toBe(1);
  });

  it('refuses a post without a title or content, a too long title or an empty tag, and a comment without name or text', () => {
    expect(refusalOf({ title: 'ได้', content: 'ได้', tags: ['a'] })).toBeUndefined();
    expect([{ title: ' ' }, { title: 'ก'.repeat(121) }, { content: '' }, { tags: [' '] }].map(refusalOf).every(Boolean)).toBe(true);
    expect(commentRefusalOf({ name: 'สุดา', text: 'ดี' })).toBeUndefined();
    expect([commentRefusalOf({ name: ' ', text: 'ดี' }), commentRefusalOf({ name: 'สุดา', text: '' })].every(Boolean)).toBe(true);
  });
});
