// The template's todo app: tasks with a title, a due date, an assignee and tags, listed by filter
// (important, completed, deleted) or by tag, newest first unless sorted otherwise. An address with
// another filter or tag is the 404 page.

export const TODO_FILTERS = ['important', 'completed', 'deleted'] as const;
export type TodoFilter = (typeof TODO_FILTERS)[number];

export const TODO_TAGS = ['team', 'low', 'medium', 'high', 'update'] as const;
export type TodoTag = (typeof TODO_TAGS)[number];

export const TODO_SORTS = ['latest', 'title-asc', 'title-desc', 'due-date'] as const;
export type TodoSort = (typeof TODO_SORTS)[number];
export const DEFAULT_TODO_SORT: TodoSort = 'latest';

export const isTodoFilter = (value: string): value is TodoFilter => (TODO_FILTERS as readonly string[]).includes(value);
export const isTodoTag = (value: string): value is TodoTag => (TODO_TAGS as readonly string[]).includes(value);
export const isTodoSort = (value: string): value is TodoSort => (TODO_SORTS as readonly string[]).includes(value);

export interface Task {
  id: number;
  title: string;
  /** yyyy-mm-dd */
  dueDate: string;
  assignee: string;
  tags: TodoTag[];
  isCompleted: boolean;
  isImportant: boolean;
  isDeleted: boolean;
}

export interface TaskQuery {
  filter?: TodoFilter;
  tag?: TodoTag;
  q?: string;
  sort?: TodoSort;
}

/** Whether `task` is listed under `filter` or `tag` (neither: every task not deleted). */
function listed(task: Task, { filter, tag }: TaskQuery): boolean {
  if (filter === 'deleted') return task.isDeleted;
  if (task.isDeleted) return false;
  if (filter === 'important' && !task.isImportant) return false;
  if (filter === 'completed' && !task.isCompleted) return false;
  return !tag || task.tags.includes(tag);
}

const ORDER: Record<TodoSort, (a: Task, b: Task) => number> = {
  latest: (a, b) => b.id - a.id,
  'title-asc': (a, b) => a.title.localeCompare(b.title, 'th'),
  'title-desc': (a, b) => b.title.localeCompare(a.title, 'th'),
  'due-date': (a, b) => a.dueDate.localeCompare(b.dueDate) || b.id - a.id,
};

/** The tasks a list shows, in its order. */
export function tasksFor(tasks: readonly Task[], query: TaskQuery): Task[] {
  const words = query.q?.trim().toLocaleLowerCase('th');
  return tasks
    .filter((task) => listed(task, query) && (!words || task.title.toLocaleLowerCase('th').includes(words)))
    .sort(ORDER[query.sort ?? DEFAULT_TODO_SORT]);
}
