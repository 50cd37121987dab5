import { todoApi } from './todo-api.ts';
import type { Task } from './todo-model.ts';
import { seedTasks } from './todo-seed.ts';

const list = (query = '') => todoApi<Task[]>('GET', `/apps/todo/tasks${query}`);
const titles = (tasks: Task[]) => tasks.map((task) => task.title);

beforeEach(() => {
  localStorage.clear();
});

describe('the todo endpoints', () => {
  it('list every task not deleted, newest first by default', async () => {
    const seed = seedTasks();
    const tasks = await list();
    expect(tasks.map((task) => task.id)).toEqual(seed.filter((task) => !task.isDeleted).map((task) => task.id).sort((a, b) => b - a));
  });

  it('list by filter (important, completed, deleted) and by tag, deleted tasks only under deleted', async () => {
    const seed = seedTasks();
    const expected = (keep: (task: Task) => boolean) => titles(seed.filter(keep).sort((a, b) => b.id - a.id));
    expect(titles(await list('?filter=important'))).toEqual(expected((task) => task.isImportant && !task.isDeleted));
    expect(titles(await list('?filter=completed'))).toEqual(expected((task) => task.isCompleted && !task.isDeleted));
    expect(titles(await list('?filter=deleted'))).toEqual(expected((task) => task.isDeleted));
    expect(titles(await list('?tag=low'))).toEqual(expected((task) => task.tags.includes('low') && !task.isDeleted));
  });

  it('sort by title or due date when asked, and search titles', async () => {
    const byTitle = titles(await list('?sort=title-asc'));
    expect(byTitle).toEqual([...byTitle].sort((a, b) => a.localeCompare(b, 'th')));
    const byDue = (await list('?sort=due-date')).map((task) => task.dueDate);
    expect(byDue).toEqual([...byDue].sort());
    expect(titles(await list(`?q=${encodeURIComponent('ประชุม')}`))).toEqual(['ประชุมทีมออกแบบ']);
  });

  it('refuse an unknown filter or tag with 404, and an unknown sort with 400', async () => {
    await expect(list('?filter=archived')).rejects.toMatchObject({ status: 404 });
    await expect(list('?tag=urgent')).rejects.toMatchObject({ status: 404 });
    await expect(list('?sort=random')).rejects.toMatchObject({ status: 400 });
  });

  it('add a task that is listed first and kept in localStorage; refuse one without a title', async () => {
    const added = await todoApi<Task>('POST', '/apps/todo/tasks', { title: '  งานใหม่  ', dueDate: '2026-12-01', tags: ['team'] });
    expect(added).toMatchObject({ title: 'งานใหม่', tags: ['team'], isCompleted: false });
    expect((await list())[0]).toEqual(added);
    expect(localStorage.getItem('tanghuay-demo:todo-tasks')).toContain('งานใหม่');
    await expect(todoApi('POST', '/apps/todo/tasks', { title: ' ', dueDate: '2026-12-01', tags: [] })).rejects.toMatchObject({ status: 400 });
  });

  it('complete, star and delete a task; an unknown task is 404', async () => {
    const [first] = await list();
    await todoApi('PATCH', `/apps/todo/tasks/${first?.id}`, { isCompleted: true, isDeleted: true });
    expect(titles(await list('?filter=deleted'))).toContain(first?.title);
    expect(titles(await list())).not.toContain(first?.title);
    await expect(todoApi('PATCH', '/apps/todo/tasks/999', { isImportant: true })).rejects.toMatchObject({ status: 404 });
  });
});
