// The template's todo app (/apps/todo, /apps/todo/{filter}, /apps/todo/tag/{tag}): its data is
// answered in the browser (todo-api.ts). An unknown filter or tag is the host's 404 page.
import { NOT_FOUND_PATH, useMessages } from '@tanghuay/shared-auth';
import { Button, Card, Checkbox, Flex, Input, Select, Tag, Typography } from 'antd';
import { type FormEvent, useCallback, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { ReadView } from '../../components/read-view.tsx';
import { useFakeRead } from '../../lib/use-fake-read.ts';
import { messages } from './messages.ts';
import { type TaskChange, todoApi } from './todo-api.ts';
import {
  DEFAULT_TODO_SORT,
  isTodoFilter,
  isTodoTag,
  type Task,
  TODO_FILTERS,
  TODO_SORTS,
  TODO_TAGS,
  type TodoFilter,
  type TodoSort,
  type TodoTag,
} from './todo-model.ts';

const today = () => new Date().toISOString().slice(0, 10);

export function TodoPage() {
  const { filter, tag } = useParams();
  if ((filter !== undefined && !isTodoFilter(filter)) || (tag !== undefined && !isTodoTag(tag))) {
    return <Navigate to={NOT_FOUND_PATH} replace />;
  }
  return <TodoList filter={filter} tag={tag} />;
}

function TodoList({ filter, tag }: { filter?: TodoFilter; tag?: TodoTag }) {
  const t = useMessages(messages);
  const navigate = useNavigate();
  const [sort, setSort] = useState<TodoSort>(DEFAULT_TODO_SORT);
  const [q, setQ] = useState('');
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const query = new URLSearchParams({ sort, ...(filter && { filter }), ...(tag && { tag }), ...(q && { q }) });
  const loaded = useFakeRead<Task[]>(todoApi, `/apps/todo/tasks?${query}`, reloads);

  const change = (task: Task, changed: TaskChange) => void todoApi('PATCH', `/apps/todo/tasks/${task.id}`, changed).then(reload);
  const lists: { label: string; path: string; active: boolean }[] = [
    { label: t.all, path: '/apps/todo', active: !filter && !tag },
    ...TODO_FILTERS.map((one) => ({ label: t.filters[one], path: `/apps/todo/${one}`, active: filter === one })),
  ];

  return (
    <Card>
      <Typography.Title level={3}>{t.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{t.demoNote}</Typography.Paragraph>
      <Flex wrap gap={8} role="navigation" aria-label={t.title} style={{ marginBottom: 8 }}>
        {lists.map(({ label, path, active }) => (
          <Button key={path} type={active ? 'primary' : 'default'} aria-current={active ? 'page' : undefined} onClick={() => navigate(path)}>
            {label}
          </Button>
        ))}
      </Flex>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        {TODO_TAGS.map((one) => (
          <Button key={one} size="small" type={tag === one ? 'primary' : 'dashed'} aria-current={tag === one ? 'page' : undefined} onClick={() => navigate(`/apps/todo/tag/${one}`)}>
            #{t.tags[one]}
          </Button>
        ))}
      </Flex>
      <NewTaskForm onAdded={reload} />
      <Flex wrap gap={8} style={{ margin: '16px 0' }}>
        <Input.Search allowClear placeholder={t.search} aria-label={t.search} onSearch={setQ} style={{ flex: '1 1 200px' }} />
        <Select<TodoSort>
          aria-label={t.sortBy}
          value={sort}
          onChange={setSort}
          options={TODO_SORTS.map((one) => ({ value: one, label: t.sorts[one] }))}
          style={{ flex: '0 1 180px' }}
        />
      </Flex>
      <ReadView read={loaded} failed={t.loadFailed} rows={4} empty={{ text: t.empty, isEmpty: (tasks) => tasks.length === 0 }}>
        {(tasks) => (
          <ul aria-label={t.title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {tasks.map((task) => (
              <li key={task.id} style={{ borderTop: '1px solid rgba(128,128,128,0.2)', padding: '8px 0' }}>
                <Flex align="center" gap={8} wrap>
                  <Checkbox checked={task.isCompleted} disabled={task.isDeleted} onChange={(event) => change(task, { isCompleted: event.target.checked })}>
                    <span style={{ textDecoration: task.isCompleted ? 'line-through' : undefined }}>{task.title}</span>
                  </Checkbox>
                  {task.tags.map((one) => (
                    <Tag key={one}>{t.tags[one]}</Tag>
                  ))}
                  <Typography.Text type="secondary" style={{ marginLeft: 'auto' }}>
                    {t.due(task.dueDate)}
                  </Typography.Text>
                  {!task.isDeleted && (
                    <Button
                      type="text"
                      aria-pressed={task.isImportant}
                      aria-label={task.isImportant ? t.unmarkImportant : t.markImportant}
                      onClick={() => change(task, { isImportant: !task.isImportant })}
                    >
                      {task.isImportant ? '★' : '☆'}
                    </Button>
                  )}
                  <Button type="link" onClick={() => change(task, { isDeleted: !task.isDeleted })}>
                    {task.isDeleted ? t.restore : t.remove}
                  </Button>
                </Flex>
              </li>
            ))}
          </ul>
        )}
      </ReadView>
    </Card>
  );
}

function NewTaskForm({ onAdded }: { onAdded: () => void }) {
  const t = useMessages(messages);
  const [title, setTitle] = useState('');
  const [dueDate, setDueDate] = useState(today);
  const [tags, setTags] = useState<TodoTag[]>([]);
  const [missingTitle, setMissingTitle] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setMissingTitle(true);
      return;
    }
    void todoApi('POST', '/apps/todo/tasks', { title, dueDate, tags }).then(() => {
      setTitle('');
      setTags([]);
      onAdded();
    });
  };

  return (
    <form onSubmit={submit} aria-label={t.newTask}>
      <Flex wrap gap={8}>
        <Input
          aria-label={t.newTask}
          placeholder={t.newTask}
          value={title}
          status={missingTitle ? 'error' : undefined}
          onChange={(event) => {
            setTitle(event.target.value);
            setMissingTitle(false);
          }}
          style={{ flex: '2 1 220px' }}
        />
        <Input type="date" aria-label={t.dueDate} value={dueDate} onChange={(event) => setDueDate(event.target.value)} style={{ flex: '0 1 160px' }} />
        <Select<TodoTag[]>
          mode="multiple"
          aria-label={t.chooseTags}
          placeholder={t.chooseTags}
          value={tags}
          onChange={setTags}
          options={TODO_TAGS.map((one) => ({ value: one, label: t.tags[one] }))}
          style={{ flex: '1 1 160px' }}
        />
        <Button type="primary" htmlType="submit">
          {t.add}
        </Button>
      </Flex>
      {missingTitle && (
        <Typography.Text type="danger" role="alert">
          {t.titleRequired}
        </Typography.Text>
      )}
    </form>
  );
}
