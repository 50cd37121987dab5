// The todo app's endpoints, answered in the browser (lib/fake-api.ts); tasks are kept in this
// browser's localStorage, so a task added survives a reload.
import { FakeApiError, fakeApi, type FakeRequest } from '../../lib/fake-api.ts';
import { storedList } from '../../lib/stored-list.ts';
import { isTodoFilter, isTodoSort, isTodoTag, type Task, type TaskQuery, tasksFor, type TodoTag } from './todo-model.ts';
import { seedTasks } from './todo-seed.ts';

const tasks = storedList<Task>('todo-tasks', seedTasks);

/** The list's query from the address's query string; an unknown filter, tag or sort is a 404. */
function queryOf({ query }: FakeRequest): TaskQuery {
  const filter = query.get('filter') ?? undefined;
  const tag = query.get('tag') ?? undefined;
  const sort = query.get('sort') ?? undefined;
  if (filter !== undefined && !isTodoFilter(filter)) throw new FakeApiError(404, `no todo filter "${filter}"`);
  if (tag !== undefined && !isTodoTag(tag)) throw new FakeApiError(404, `no todo tag "${tag}"`);
  if (sort !== undefined && !isTodoSort(sort)) throw new FakeApiError(400, `no todo sort "${sort}"`);
  return { filter, tag, sort, q: query.get('q') ?? undefined };
}

function taskOf(id: string): Task {
  const task = tasks.read().find((one) => String(one.id) === id);
  if (!task) throw new FakeApiError(404, `no task ${id}`);
  return task;
}

export interface NewTask {
  title: string;
  dueDate: string;
  tags: TodoTag[];
}

export type TaskChange = Partial<Pick<Task, 'isCompleted' | 'isImportant' | 'isDeleted'>>;

export const todoApi = fakeApi([
  { method: 'GET', pattern: '/apps/todo/tasks', answer: (request) => tasksFor(tasks.read(), queryOf(request)) },
  {
    method: 'POST',
    pattern: '/apps/todo/tasks',
    answer: ({ body }) => {
      const { title, dueDate, tags } = body as NewTask;
      if (!title?.trim()) throw new FakeApiError(400, 'a task needs a title');
      const all = tasks.read();
      const task: Task = {
        id: Math.max(0, ...all.map((one) => one.id)) + 1,
        title: title.trim(),
        dueDate,
        assignee: 'คุณ',
        tags: tags.filter(isTodoTag),
        isCompleted: false,
        isImportant: false,
        isDeleted: false,
      };
      tasks.write([...all, task]);
      return task;
    },
  },
  {
    method: 'PATCH',
    pattern: '/apps/todo/tasks/:id',
    answer: ({ params, body }) => {
      const changed = { ...taskOf(params.id ?? ''), ...(body as TaskChange) };
      tasks.write(tasks.read().map((one) => (one.id === changed.id ? changed : one)));
      return changed;
    },
  },
]);
