// One Bangkok day (YYYY-MM-DD, as the address and the API write it), shown day first with the year
// as a member reads it: "16/12/2569" (พ.ศ.) in Thai, "16/12/2026" in English. Tapping the field
// opens a month's calendar (its title "ธันวาคม 2569", a button a day named "16 ธ.ค. 2569", every
// one 44 px) in a popover that fits a 360 px phone; a day can be typed too (lib/dates.ts
// parseTypedDay) and is taken on Enter or on leaving the field. Built on antd's Input, Popover
// and Button, not its DatePicker, which would add rc-picker and dayjs to the shared antd copy of
// every first visit (docs/lottery.md, "Dates").
import { useStyleRegister } from '@ant-design/cssinjs';
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Button, Input, Popover, theme, Typography } from 'antd';
import { useState } from 'react';
import { addMonths, calendarDays, formatDayNumeric, formatMonth, parseTypedDay, weekdayNames } from '../lib/calendar.ts';
import { bangkokDay, formatDay } from '../lib/dates.ts';

const messages = {
  th: {
    placeholder: 'วว/ดด/ปปปป',
    previousMonth: 'เดือนก่อนหน้า',
    nextMonth: 'เดือนถัดไป',
    today: 'วันนี้',
    invalid: 'พิมพ์วันที่เป็น วัน/เดือน/ปี พ.ศ. เช่น 16/12/2569 หรือเลือกจากปฏิทิน',
    outside: 'วันที่นี้อยู่นอกช่วงที่เลือกได้',
  },
  en: {
    placeholder: 'dd/mm/yyyy',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    today: 'Today',
    invalid: 'Type the day as day/month/year, e.g. 16/12/2026, or pick it from the calendar',
    outside: 'This day is outside the days that can be chosen',
  },
};

/** The least size of anything tapped: the field, a day, the month's arrows. */
const THUMB_PX = 44;

function useDayPickerStyles(): void {
  const { theme: antTheme, token } = theme.useToken();
  useStyleRegister({ theme: antTheme, token, path: ['tanghuay-day-picker'] }, () => ({
    '.day-picker__field': { height: THUMB_PX },
    // The clear button answers a thumb around it (44 px) without taking more room.
    '.day-picker__field .ant-input-clear-icon': { position: 'relative', zIndex: 1, padding: 16, margin: -16 },
    '.day-picker__head': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 4, marginBottom: 4 },
    '.day-picker__title': { fontWeight: 600, textAlign: 'center', flex: 1 },
    '.day-picker__arrow': { minWidth: THUMB_PX, height: THUMB_PX },
    '.day-picker__grid': { display: 'grid', gridTemplateColumns: `repeat(7, ${THUMB_PX}px)`, justifyContent: 'center' },
    '.day-picker__weekday': { textAlign: 'center', fontSize: 12, lineHeight: '24px', color: token.colorTextSecondary },
    '.day-picker__day': {
      width: THUMB_PX,
      height: THUMB_PX,
      padding: 0,
      border: 0,
      borderRadius: token.borderRadius,
      background: 'transparent',
      color: token.colorText,
      font: 'inherit',
      fontVariantNumeric: 'tabular-nums',
      cursor: 'pointer',
    },
    '.day-picker__day:hover:not(:disabled)': { background: token.controlItemBgHover },
    '.day-picker__day:focus-visible': { outline: `2px solid ${token.colorPrimary}`, outlineOffset: -2 },
    '.day-picker__day--other': { color: token.colorTextTertiary },
    '.day-picker__day--today': { boxShadow: `inset 0 0 0 1px ${token.colorPrimary}` },
    '.day-picker__day[aria-pressed="true"]': { background: token.colorPrimary, color: token.colorTextLightSolid },
    '.day-picker__day:disabled': { color: token.colorTextDisabled, textDecoration: 'line-through', cursor: 'not-allowed' },
    '.day-picker__problem': { display: 'block', maxWidth: 7 * THUMB_PX, marginBottom: 4, fontSize: 12 },
    '.day-picker__foot': { display: 'flex', justifyContent: 'center', marginTop: 4 },
  }));
}

interface MonthCalendarProps {
  /** The month shown (YYYY-MM), and the way to show another. */
  month: string;
  onMonth: (month: string) => void;
  value: string | undefined;
  today: string;
  offered: (day: string) => boolean;
  onPick: (day: string) => void;
  /** What is wrong with what was typed. */
  problem: string | undefined;
}

/** One month's days, Sunday first, each a button named as the day reads; rendered only while open. */
function MonthCalendar({ month, onMonth, value, today, offered, onPick, problem }: MonthCalendarProps) {
  const text = useMessages(messages);
  const language = useLanguage();
  return (
    <div>
      {problem && (
        <Typography.Text type="danger" role="alert" className="day-picker__problem">
          {problem}
        </Typography.Text>
      )}
      <div className="day-picker__head">
        <Button type="text" className="day-picker__arrow" aria-label={text.previousMonth} onClick={() => onMonth(addMonths(month, -1))}>
          ‹
        </Button>
        <span className="day-picker__title" aria-live="polite">
          {formatMonth(month, language)}
        </span>
        <Button type="text" className="day-picker__arrow" aria-label={text.nextMonth} onClick={() => onMonth(addMonths(month, 1))}>
          ›
        </Button>
      </div>
      <div className="day-picker__grid">
        {weekdayNames(language).map((name) => (
          <span key={name} className="day-picker__weekday" aria-hidden>
            {name}
          </span>
        ))}
        {calendarDays(month).map((day) => {
          const classes = ['day-picker__day'];
          if (!day.startsWith(month)) classes.push('day-picker__day--other');
          if (day === today) classes.push('day-picker__day--today');
          return (
            <button
              key={day}
              type="button"
              className={classes.join(' ')}
              aria-label={formatDay(day, language)}
              aria-pressed={day === value}
              disabled={!offered(day)}
              onClick={() => onPick(day)}
            >
              {Number(day.slice(8))}
            </button>
          );
        })}
      </div>
      <div className="day-picker__foot">
        <Button type="link" className="day-picker__arrow" disabled={!offered(today)} onClick={() => onPick(today)}>
          {text.today}
        </Button>
      </div>
    </div>
  );
}

export interface DayPickerProps {
  /** The day shown (YYYY-MM-DD), none when undefined. */
  value: string | undefined;
  /** The day picked or typed, or undefined when cleared. */
  onChange: (day: string | undefined) => void;
  /** The first and last days offered (YYYY-MM-DD, included). */
  min?: string;
  max?: string;
  /** Whether the day may be cleared (a filter), or is always some day (a page's day). */
  allowClear?: boolean;
  'aria-label'?: string;
}

export function DayPicker({ value, onChange, min, max, allowClear = false, 'aria-label': ariaLabel }: DayPickerProps) {
  useDayPickerStyles();
  const text = useMessages(messages);
  const language = useLanguage();
  const today = bangkokDay(new Date());
  // What is being typed, kept as typed (even when it names no day) until it is taken; null shows the value.
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState((value ?? today).slice(0, 7));
  const offered = (day: string) => (min === undefined || day >= min) && (max === undefined || day <= max);

  const typedDay = typed === null ? undefined : parseTypedDay(typed);
  const problem = typed === null || typed.trim() === '' ? undefined : !typedDay ? text.invalid : !offered(typedDay) ? text.outside : undefined;

  const change = (day: string | undefined) => {
    setTyped(null);
    if (day !== value) onChange(day);
  };
  const choose = (day: string) => {
    change(day);
    setOpen(false);
  };
  /** Takes what was typed, when it names a day offered (or nothing, where a day may be cleared). */
  const take = () => {
    if (typed === null) return;
    if (typed.trim() === '') {
      if (allowClear) change(undefined);
      else setTyped(null);
    } else if (typedDay && offered(typedDay)) change(typedDay);
  };

  return (
    <Popover
      content={
        <MonthCalendar month={month} onMonth={setMonth} value={value} today={today} offered={offered} onPick={choose} problem={problem} />
      }
      open={open}
      onOpenChange={(next) => {
        // Opening shows the month of the day shown (or today's); closing takes what was typed.
        if (next) setMonth((typedDay ?? value ?? today).slice(0, 7));
        else take();
        setOpen(next);
      }}
      trigger="click"
      // Centred under the field and shifted to stay on screen, wherever the field sits on a phone.
      placement="bottom"
      arrow={false}
    >
      <Input
        className="day-picker__field"
        aria-label={ariaLabel}
        // No phone keyboard over the calendar: a phone picks; a keyboard still types.
        inputMode="none"
        placeholder={text.placeholder}
        value={typed ?? (value ? formatDayNumeric(value, language) : '')}
        status={problem ? 'error' : undefined}
        allowClear={allowClear}
        onChange={(event) => {
          const entered = event.target.value;
          // antd's clear button empties the field at once.
          if (entered === '' && event.type !== 'change') return change(undefined);
          setTyped(entered);
          setOpen(true);
          // The calendar follows a day as it is typed.
          const day = parseTypedDay(entered);
          if (day) setMonth(day.slice(0, 7));
        }}
        aria-invalid={problem !== undefined}
        onPressEnter={() => {
          take();
          // What names no day stays open, with the calendar saying so.
          if (!problem) setOpen(false);
        }}
        onBlur={take}
      />
    </Popover>
  );
}
