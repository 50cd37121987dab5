// The blog's endpoints, answered in the browser (lib/fake-api.ts); edits and comments are kept in
// this browser's localStorage.
import { FakeApiError, fakeApi } from '../../lib/fake-api.ts';
import { storedList } from '../../lib/stored-list.ts';
import { type BlogChange, type BlogPost, commentRefusalOf, type NewComment, postsFor, refusalOf } from './blog-model.ts';
import { seedPosts } from './blog-seed.ts';

const posts = storedList<BlogPost>('blog-posts', seedPosts);

function postOf(id: string | undefined): BlogPost {
  const post = posts.read().find((one) => String(one.id) === id);
  if (!post) throw new FakeApiError(404, `no post ${id}`);
  return post;
}

function save(post: BlogPost): BlogPost {
  posts.write(posts.read().map((one) => (one.id === post.id ? post : one)));
  return post;
}

export const blogApi = fakeApi([
  {
    method: 'GET',
    pattern: '/pages/blog/list',
    answer: ({ query }) => {
      const page = Number(query.get('page') ?? '1');
      if (!Number.isInteger(page) || page < 1) throw new FakeApiError(400, 'page must be a whole number from 1');
      return postsFor(posts.read(), { q: query.get('q') ?? undefined, page });
    },
  },
  { method: 'GET', pattern: '/pages/blog/list/:id', answer: ({ params }) => postOf(params.id) },
  {
    method: 'PATCH',
    pattern: '/pages/blog/list/:id',
    answer: ({ params, body }) => {
      const { title, content, tags } = body as BlogChange;
      const refusal = refusalOf({ title, content, tags });
      if (refusal) throw new FakeApiError(400, refusal);
      const post = postOf(params.id);
      return save({
        ...post,
        ...(title !== undefined && { title: title.trim() }),
        ...(content !== undefined && { content: content.trim() }),
        ...(tags !== undefined && { tags: [...new Set(tags.map((tag) => tag.trim()))] }),
      });
    },
  },
  {
    method: 'POST',
    pattern: '/pages/blog/list/:id/comments',
    answer: ({ params, body }) => {
      const comment = body as NewComment;
      const refusal = commentRefusalOf(comment);
      if (refusal) throw new FakeApiError(400, refusal);
      const post = postOf(params.id);
      const id = Math.max(0, ...post.comments.map((one) => one.id)) + 1;
      const added = { id, name: comment.name.trim(), text: comment.text.trim(), date: new Date().toISOString().slice(0, 10) };
      save({ ...post, comments: [...post.comments, added] });
      return added;
    },
  },
]);
