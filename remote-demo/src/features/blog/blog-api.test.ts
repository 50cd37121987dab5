import { blogApi } from './blog-api.ts';
import type { BlogComment, BlogPage, BlogPost } from './blog-model.ts';

const post = (id: number | string) => blogApi<BlogPost>('GET', `/pages/blog/list/${id}`);

beforeEach(() => {
  localStorage.clear();
});

describe('the blog endpoints', () => {
  it('list a page of posts with the total; refuse a page that is not a whole number from 1', async () => {
    const page = await blogApi<BlogPage>('GET', '/pages/blog/list?page=2');
    expect(page.total).toBe(6);
    expect(page.posts).toHaveLength(2);
    await expect(blogApi('GET', '/pages/blog/list?page=0')).rejects.toMatchObject({ status: 400 });
  });

  it('save an edit, trimmed and kept in localStorage; refuse an empty title and change nothing', async () => {
    await blogApi('PATCH', '/pages/blog/list/2', { title: '  หัวเรื่องใหม่ ', tags: ['UX', ' ใหม่', 'UX'] });
    expect(await post(2)).toMatchObject({ title: 'หัวเรื่องใหม่', tags: ['UX', 'ใหม่'] });
    expect(localStorage.getItem('tanghuay-demo:blog-posts')).toContain('หัวเรื่องใหม่');
    await expect(blogApi('PATCH', '/pages/blog/list/2', { title: ' ' })).rejects.toMatchObject({ status: 400 });
    expect((await post(2)).title).toBe('หัวเรื่องใหม่');
  });

  it('add a comment to a post, and refuse one without text', async () => {
    const added = await blogApi<BlogComment>('POST', '/pages/blog/list/3/comments', { name: ' มาลี ', text: 'ดีมาก' });
    expect(added).toMatchObject({ id: 1, name: 'มาลี', text: 'ดีมาก' });
    expect((await post(3)).comments).toEqual([added]);
    await expect(blogApi('POST', '/pages/blog/list/3/comments', { name: 'มาลี', text: '' })).rejects.toMatchObject({ status: 400 });
  });

  it('answer 404 for an unknown post', async () => {
    await expect(post(999)).rejects.toMatchObject({ status: 404 });
    await expect(blogApi('PATCH', '/pages/blog/list/999', { title: 'x' })).rejects.toMatchObject({ status: 404 });
    await expect(blogApi('POST', '/pages/blog/list/999/comments', { name: 'a', text: 'b' })).rejects.toMatchObject({ status: 404 });
  });
});
