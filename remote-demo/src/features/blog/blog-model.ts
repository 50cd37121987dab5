// The template's blog: posts listed newest first with search and paging, a post with its comments,
// and an edit of its title, content and tags (docs/architecture.md, "The demo remote").

export const BLOG_PAGE_SIZE = 4;
export const EXCERPT_LENGTH = 100;
export const TITLE_MAX_LENGTH = 120;

export interface BlogComment {
  id: number;
  name: string;
  text: string;
  /** yyyy-mm-dd */
  date: string;
}

export interface BlogPost {
  id: number;
  title: string;
  /** Paragraphs separated by a blank line. */
  content: string;
  author: string;
  /** yyyy-mm-dd */
  date: string;
  tags: string[];
  comments: BlogComment[];
}

export interface BlogSummary {
  id: number;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  tags: string[];
  commentCount: number;
}

export interface BlogPage {
  posts: BlogSummary[];
  total: number;
}

export interface BlogQuery {
  q?: string;
  /** 1-based */
  page: number;
}

export type BlogChange = Partial<Pick<BlogPost, 'title' | 'content' | 'tags'>>;
export type NewComment = Pick<BlogComment, 'name' | 'text'>;

/** The start of `content` up to EXCERPT_LENGTH characters, cut at a space when there is one, with "…" when cut. */
export function excerptOf(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}

/** One page of the posts whose title, content or tags have `q`, newest first. */
export function postsFor(posts: readonly BlogPost[], { q, page }: BlogQuery): BlogPage {
  const words = q?.trim().toLocaleLowerCase('th');
  const matching = posts
    .filter((post) => !words || [post.title, post.content, ...post.tags].some((text) => text.toLocaleLowerCase('th').includes(words)))
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  const start = (page - 1) * BLOG_PAGE_SIZE;
  return {
    posts: matching.slice(start, start + BLOG_PAGE_SIZE).map(({ id, title, content, author, date, tags, comments }) => ({
      id,
      title,
      excerpt: excerptOf(content),
      author,
      date,
      tags,
      commentCount: comments.length,
    })),
    total: matching.length,
  };
}

/** Why a change cannot be saved, or undefined when it can. */
export function refusalOf({ title, content, tags }: BlogChange): string | undefined {
  if (title !== undefined && !title.trim()) return 'a post needs a title';
  if (title !== undefined && title.trim().length > TITLE_MAX_LENGTH) return `a title is at most ${TITLE_MAX_LENGTH} characters`;
  if (content !== undefined && !content.trim()) return 'a post needs content';
  if (tags !== undefined && tags.some((tag) => !tag.trim())) return 'a tag cannot be empty';
  return undefined;
}

/** Why a comment cannot be added, or undefined when it can. */
export function commentRefusalOf({ name, text }: NewComment): string | undefined {
  if (!name?.trim()) return 'a comment needs a name';
  if (!text?.trim()) return 'a comment needs text';
  return undefined;
}
