// The template's calendar app (/apps/calendar): a month, week or day of events, added and edited in
// a window, moved by dragging to another day in the month or week (or by the window's date, from a
// keyboard or phone). Its data is answered in the browser (calendar-api.ts, docs/architecture.md,
// "The demo remote"). At phone widths the month shows dots; a day's button opens its list.
import { useMessages } from '@tanghuay/shared-auth';
import { Alert, Button, Card, Checkbox, Flex, Form, Grid, Input, Modal, Segmented, Select, Tag, Typography } from 'antd';
import { type CSSProperties, type DragEvent, useCallback, useRef, useState } from 'react';
import { ReadView } from '../../components/read-view.tsx';
import { useFakeRead } from '../../lib/use-fake-read.ts';
import { calendarApi, type NewEvent } from './calendar-api.ts';
import {
  CALENDAR_VIEWS,
  type CalendarEvent,
  type CalendarName,
  CALENDARS,
  type CalendarView,
  dateOfDay,
  dayKeyOf,
  eventsOn,
  monthGrid,
  movedToDay,
  stepDay,
  weekOf,
  withStart,
} from './calendar-model.ts';
import { messages } from './messages.ts';

const COLORS: Record<CalendarName, string> = { business: '#1677ff', personal: '#eb2f96', family: '#fa8c16', holiday: '#52c41a', etc: '#722ed1' };

/** A day or a span of days in the interface's language (the days are UTC midnights, calendar-model.ts). */
const formatDay = (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
const clock = (time: string) => time.slice(11, 16);

function titleOf(view: CalendarView, day: string, locale: string): string {
  if (view === 'month') return formatDay(locale, { month: 'long', year: 'numeric' }).format(dateOfDay(day));
  if (view === 'day') return formatDay(locale, { dateStyle: 'full' }).format(dateOfDay(day));
  const week = weekOf(day);
  return formatDay(locale, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(dateOfDay(week[0] ?? day), dateOfDay(week[6] ?? day));
}

type Editing = { event?: CalendarEvent; day: string };

export function CalendarPage() {
  const t = useMessages(messages);
  const wide = Grid.useBreakpoint().md ?? false;
  const [today] = useState(() => dayKeyOf(new Date()));
  const [view, setView] = useState<CalendarView>('month');
  const [day, setDay] = useState(today);
  const [shown, setShown] = useState<CalendarName[]>([...CALENDARS]);
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const [editing, setEditing] = useState<Editing>();
  const [moveFailed, setMoveFailed] = useState(false);
  const loaded = useFakeRead<CalendarEvent[]>(calendarApi, `/apps/calendar/events?calendars=${shown.join(',')}`, reloads);

  const openDay = (one: string) => {
    setDay(one);
    setView('day');
  };
  const move = (event: CalendarEvent, to: string) => {
    if (event.start.startsWith(to)) return;
    const { start, end } = movedToDay(event, to);
    setMoveFailed(false);
    calendarApi('PATCH', `/apps/calendar/events/${event.id}`, { start, end }).then(reload, () => setMoveFailed(true));
  };
  const days = { today, wide, onOpenDay: openDay, onEdit: (event: CalendarEvent) => setEditing({ event, day: event.start.slice(0, 10) }), onMove: move };

  return (
    <Card>
      <Flex wrap gap={8} align="center" justify="space-between">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t.title}
        </Typography.Title>
        <Button type="primary" onClick={() => setEditing({ day })}>
          {t.addEvent}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t.demoNote}
      </Typography.Paragraph>
      <Flex wrap gap={16} align="flex-start">
        <fieldset style={{ flex: '1 1 160px', border: 'none', margin: 0, padding: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t.calendarsHeading}</legend>
          <Checkbox.Group<CalendarName>
            value={shown}
            onChange={setShown}
            style={{ display: 'flex', flexDirection: wide ? 'column' : 'row', flexWrap: 'wrap', gap: 8 }}
            options={CALENDARS.map((one) => ({
              value: one,
              label: (
                <Flex align="center" gap={6}>
                  <Dot color={COLORS[one]} />
                  {t.calendars[one]}
                </Flex>
              ),
            }))}
          />
        </fieldset>
        <section aria-label={t.title} style={{ flex: '100 1 560px', minWidth: 0 }}>
          <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBottom: 12 }}>
            <Flex gap={4}>
              <Button aria-label={t.previous} onClick={() => setDay(stepDay(view, day, -1))}>
                ‹
              </Button>
              <Button onClick={() => setDay(today)}>{t.today}</Button>
              <Button aria-label={t.next} onClick={() => setDay(stepDay(view, day, 1))}>
                ›
              </Button>
            </Flex>
            <Typography.Title level={4} style={{ margin: 0 }} aria-live="polite">
              {titleOf(view, day, t.locale)}
            </Typography.Title>
            <Segmented<CalendarView> aria-label={t.chooseView} value={view} onChange={setView} options={CALENDAR_VIEWS.map((one) => ({ value: one, label: t.views[one] }))} />
          </Flex>
          {moveFailed && <Alert type="error" showIcon closable title={t.moveFailed} style={{ marginBottom: 12 }} />}
          <ReadView read={loaded} failed={t.loadFailed} rows={8}>
            {(events) => (
              <>
                {view === 'month' && <MonthView day={day} events={events} {...days} />}
                {view === 'week' && <WeekView day={day} events={events} {...days} />}
                {view === 'day' && <DayList day={day} events={events} onEdit={days.onEdit} />}
              </>
            )}
          </ReadView>
          {wide && view !== 'day' && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {t.dragHint}
            </Typography.Paragraph>
          )}
        </section>
      </Flex>
      {editing && (
        <EventModal
          editing={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            reload();
          }}
        />
      )}
    </Card>
  );
}

const Dot = ({ color }: { color: string }) => (
  <span aria-hidden style={{ display: 'inline-block', flex: 'none', width: 8, height: 8, borderRadius: '50%', background: color }} />
);

interface DaysProps {
  day: string;
  events: CalendarEvent[];
  today: string;
  wide: boolean;
  onOpenDay: (day: string) => void;
  onEdit: (event: CalendarEvent) => void;
  onMove: (event: CalendarEvent, day: string) => void;
}

/** A day that takes a dragged event (its id is the drag's text). */
function dropTarget(day: string, events: CalendarEvent[], onMove: DaysProps['onMove']) {
  return {
    onDragOver: (event: DragEvent) => event.preventDefault(),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const dragged = events.find((one) => String(one.id) === event.dataTransfer.getData('text/plain'));
      if (dragged) onMove(dragged, day);
    },
  };
}

const chipStyle = (calendar: CalendarName): CSSProperties => ({
  padding: '0 4px',
  borderInlineStart: `3px solid ${COLORS[calendar]}`,
  borderRadius: 4,
  background: `${COLORS[calendar]}1f`,
  fontSize: 12,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  cursor: 'grab',
});

/** An event in the month or week: opens it for editing, or is dragged to another day (a div: not every browser drags a button). */
function EventChip({ event, onEdit }: { event: CalendarEvent; onEdit: (event: CalendarEvent) => void }) {
  return (
    <div
      role="button"
      tabIndex={0}
      draggable
      onDragStart={(drag) => {
        drag.dataTransfer.setData('text/plain', String(event.id));
        drag.dataTransfer.effectAllowed = 'move';
      }}
      onClick={() => onEdit(event)}
      onKeyDown={(key) => {
        if (key.key !== 'Enter' && key.key !== ' ') return;
        key.preventDefault();
        onEdit(event);
      }}
      style={chipStyle(event.calendar)}
    >
      <span style={{ opacity: 0.7 }}>{clock(event.start)} </span>
      <span>{event.title}</span>
    </div>
  );
}

const CHIPS_IN_A_DAY = 3;
const cellBorder = '1px solid rgba(128,128,128,0.2)';

function MonthView({ day, events, today, wide, onOpenDay, onEdit, onMove }: DaysProps) {
  const t = useMessages(messages);
  const weeks = monthGrid(day);
  const month = day.slice(0, 7);
  const weekday = formatDay(t.locale, { weekday: wide ? 'short' : 'narrow' });
  const fullDate = formatDay(t.locale, { dateStyle: 'long' });
  const row: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' };
  return (
    <div role="table" aria-label={titleOf('month', day, t.locale)} style={{ borderInlineStart: cellBorder, borderTop: cellBorder }}>
      <div role="row" style={row}>
        {(weeks[0] ?? []).map((one) => (
          <div key={one} role="columnheader" style={{ padding: 4, textAlign: 'center', fontWeight: 600, borderInlineEnd: cellBorder, borderBottom: cellBorder }}>
            {weekday.format(dateOfDay(one))}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={week[0]} role="row" style={row}>
          {week.map((one) => {
            const dayEvents = eventsOn(events, one);
            const label = fullDate.format(dateOfDay(one));
            return (
              <div
                key={one}
                role="cell"
                aria-label={label}
                {...dropTarget(one, events, onMove)}
                style={{
                  minWidth: 0,
                  minHeight: wide ? 104 : 56,
                  padding: 2,
                  borderInlineEnd: cellBorder,
                  borderBottom: cellBorder,
                  opacity: one.startsWith(month) ? 1 : 0.5,
                  background: one === today ? 'rgba(22,119,255,0.08)' : undefined,
                }}
              >
                <button
                  type="button"
                  aria-label={dayEvents.length > 0 ? `${label}, ${t.eventsCount(dayEvents.length)}` : label}
                  aria-current={one === today ? 'date' : undefined}
                  onClick={() => onOpenDay(one)}
                  style={{
                    display: 'block',
                    width: '100%',
                    minHeight: wide ? 24 : 44,
                    padding: 0,
                    border: 'none',
                    background: 'none',
                    color: 'inherit',
                    font: 'inherit',
                    fontWeight: one === today ? 700 : 400,
                    textAlign: wide ? 'end' : 'center',
                    cursor: 'pointer',
                  }}
                >
                  {Number(one.slice(8))}
                  {!wide && dayEvents.length > 0 && (
                    <Flex justify="center" gap={2} wrap>
                      {dayEvents.slice(0, CHIPS_IN_A_DAY).map((event) => (
                        <Dot key={event.id} color={COLORS[event.calendar]} />
                      ))}
                    </Flex>
                  )}
                </button>
                {wide && (
                  <Flex vertical gap={2}>
                    {dayEvents.slice(0, CHIPS_IN_A_DAY).map((event) => (
                      <EventChip key={event.id} event={event} onEdit={onEdit} />
                    ))}
                    {dayEvents.length > CHIPS_IN_A_DAY && (
                      <Typography.Text type="secondary" style={{ fontSize: 12, paddingInline: 4 }}>
                        {t.more(dayEvents.length - CHIPS_IN_A_DAY)}
                      </Typography.Text>
                    )}
                  </Flex>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function WeekView({ day, events, today, wide, onOpenDay, onEdit, onMove }: DaysProps) {
  const t = useMessages(messages);
  const heading = formatDay(t.locale, { weekday: 'short', day: 'numeric', month: 'short' });
  return (
    <div style={{ display: 'grid', gridTemplateColumns: wide ? 'repeat(7, minmax(0, 1fr))' : '1fr', gap: 8 }}>
      {weekOf(day).map((one) => {
        const dayEvents = eventsOn(events, one);
        const label = heading.format(dateOfDay(one));
        return (
          <section key={one} aria-label={label} {...dropTarget(one, events, onMove)} style={{ minWidth: 0, border: cellBorder, borderRadius: 6, padding: 4 }}>
            <Button type={one === today ? 'primary' : 'text'} block aria-current={one === today ? 'date' : undefined} onClick={() => onOpenDay(one)}>
              {label}
            </Button>
            <Flex vertical gap={4} style={{ marginTop: 4, minHeight: 48 }}>
              {dayEvents.map((event) => (
                <EventChip key={event.id} event={event} onEdit={onEdit} />
              ))}
            </Flex>
          </section>
        );
      })}
    </div>
  );
}

function DayList({ day, events, onEdit }: { day: string; events: CalendarEvent[]; onEdit: (event: CalendarEvent) => void }) {
  const t = useMessages(messages);
  const dayEvents = eventsOn(events, day);
  const when = (time: string) => (time.startsWith(day) ? clock(time) : `${formatDay(t.locale, { day: 'numeric', month: 'short' }).format(dateOfDay(time.slice(0, 10)))} ${clock(time)}`);
  if (dayEvents.length === 0) return <Typography.Paragraph type="secondary">{t.noEvents}</Typography.Paragraph>;
  return (
    <ul aria-label={titleOf('day', day, t.locale)} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {dayEvents.map((event) => (
        <li key={event.id} style={{ borderTop: cellBorder }}>
          <button
            type="button"
            onClick={() => onEdit(event)}
            style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 12px', width: '100%', minHeight: 44, padding: '8px 0', border: 'none', background: 'none', color: 'inherit', font: 'inherit', textAlign: 'start', cursor: 'pointer' }}
          >
            <Typography.Text type="secondary" style={{ flex: '0 0 auto' }}>
              {when(event.start)} – {when(event.end)}
            </Typography.Text>
            <span style={{ flex: '1 1 160px', minWidth: 0 }}>{event.title}</span>
            <Tag color={COLORS[event.calendar]}>{t.calendars[event.calendar]}</Tag>
          </button>
        </li>
      ))}
    </ul>
  );
}

function EventModal({ editing, onClose, onSaved }: { editing: Editing; onClose: () => void; onSaved: () => void }) {
  const t = useMessages(messages);
  const [form] = Form.useForm<NewEvent>();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const { event, day } = editing;
  const initial: NewEvent = event ?? { title: '', calendar: 'business', start: `${day}T09:00`, end: `${day}T10:00` };
  // A new start keeps the event's length: the end follows it (calendar-model.ts, withStart).
  const lastStart = useRef(initial.start);

  const send = (request: Promise<unknown>) => {
    setSaving(true);
    setFailed(false);
    request.then(onSaved, () => {
      setSaving(false);
      setFailed(true);
    });
  };
  const save = (values: NewEvent) =>
    send(event ? calendarApi('PATCH', `/apps/calendar/events/${event.id}`, values) : calendarApi('POST', '/apps/calendar/events', values));

  return (
    <Modal
      open
      title={event ? t.editEvent : t.addEvent}
      okText={t.save}
      cancelText={t.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      footer={(_, { OkBtn, CancelBtn }) => (
        <Flex wrap gap={8} justify="flex-end">
          {event && (
            <Button danger style={{ marginInlineEnd: 'auto' }} onClick={() => send(calendarApi('DELETE', `/apps/calendar/events/${event.id}`))}>
              {t.remove}
            </Button>
          )}
          <CancelBtn />
          <OkBtn />
        </Flex>
      )}
    >
      <Form
        form={form}
        name="calendar-event"
        layout="vertical"
        initialValues={initial}
        onFinish={save}
        onValuesChange={(changed: Partial<NewEvent>, values: NewEvent) => {
          if (changed.start === undefined) return;
          if (changed.start && lastStart.current && values.end) form.setFieldValue('end', withStart({ start: lastStart.current, end: values.end }, changed.start).end);
          lastStart.current = changed.start;
        }}
      >
        <Form.Item name="title" label={t.eventTitle} rules={[{ required: true, whitespace: true, message: t.titleRequired }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="calendar" label={t.calendar}>
          <Select<CalendarName> options={CALENDARS.map((one) => ({ value: one, label: t.calendars[one] }))} />
        </Form.Item>
        <Flex wrap gap={12}>
          <Form.Item name="start" label={t.start} rules={[{ required: true, message: t.startRequired }]} style={{ flex: '1 1 200px' }}>
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item
            name="end"
            label={t.end}
            dependencies={['start']}
            style={{ flex: '1 1 200px' }}
            rules={[
              { required: true, message: t.endRequired },
              ({ getFieldValue }) => ({
                validator: (_, end: string | undefined) => {
                  const start = getFieldValue('start') as string | undefined;
                  return !end || !start || end > start ? Promise.resolve() : Promise.reject(new Error(t.endAfterStart));
                },
              }),
            ]}
          >
            <Input type="datetime-local" />
          </Form.Item>
        </Flex>
      </Form>
      {failed && <Alert type="error" showIcon title={t.saveFailed} />}
    </Modal>
  );
}
