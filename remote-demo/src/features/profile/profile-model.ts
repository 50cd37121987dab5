// The template's profile page: a cover with the person's initials, about, an activity timeline,
// connections and teams, and posts loaded a few at a time (docs/architecture.md, "The demo remote").

export const POSTS_PAGE_SIZE = 3;

export interface ProfileActivity {
  id: number;
  title: string;
  detail: string;
  /** yyyy-mm-dd */
  date: string;
}

export interface ProfileConnection {
  id: number;
  name: string;
  role: string;
  isConnected: boolean;
}

export interface ProfileTeam {
  id: number;
  name: string;
  members: number;
}

export interface Profile {
  fullName: string;
  title: string;
  location: string;
  /** yyyy-mm-dd */
  joined: string;
  about: string;
  email: string;
  languages: string[];
  activity: ProfileActivity[];
  connections: ProfileConnection[];
  teams: ProfileTeam[];
}

export interface ProfilePost {
  id: number;
  text: string;
  /** yyyy-mm-dd */
  date: string;
  likes: number;
}

export interface PostsPage {
  posts: ProfilePost[];
  /** Whether a later page has posts. */
  hasMore: boolean;
}

/** "สมชาย ใจดี" → "สใ"; "Ann Lee Smith" → "AL": the first letters of the first two words. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('');
}

/** Page `page` (1-based) of the posts, newest first. */
export function postsPage(posts: readonly ProfilePost[], page: number): PostsPage {
  const sorted = [...posts].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  const start = (page - 1) * POSTS_PAGE_SIZE;
  return { posts: sorted.slice(start, start + POSTS_PAGE_SIZE), hasMore: sorted.length > start + POSTS_PAGE_SIZE };
}
