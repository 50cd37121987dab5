// The boxes of a result in the lottery's shape (model/result-form.ts): large, one per prize, each as
// wide as its digits, taking Thai digits as they are typed (written back as 0–9) and moving to the
// next box when full, so a result read aloud can be typed without touching the mouse.
import { useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Input, type InputRef } from 'antd';
import { useRef } from 'react';
import { Field } from '../../../components/backoffice/field.tsx';
import { digitsOf, type FieldProblem, RESULT_FIELDS, type ResultField, type ResultKind, type ResultValues } from '../model/result-form.ts';

const messages = {
  th: {
    problems: { empty: 'กรุณากรอก', digits: (digits: number) => `ต้องเป็นตัวเลข ${digits} หลัก` },
    top3: (top3: string) => `3 ตัวบน: ${top3}`,
  },
  en: {
    problems: { empty: 'Please fill in', digits: (digits: number) => `${digits} digits` },
    top3: (top3: string) => `Top 3: ${top3}`,
  },
};

export function ResultBoxes({
  kind,
  values,
  problems,
  disabled,
  onChange,
}: {
  kind: ResultKind;
  values: ResultValues;
  /** Shown once the operator has tried to go on. */
  problems: Partial<Record<ResultField, FieldProblem>>;
  disabled: boolean;
  onChange: (values: ResultValues) => void;
}) {
  const text = useMessages(messages);
  const language = useLanguage();
  const boxes = useRef(new Map<ResultField, InputRef>());
  const shapes = RESULT_FIELDS[kind];
  const firstPrize = values.firstPrize ?? '';
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      {shapes.map((shape, index) => {
        const problem = problems[shape.field];
        return (
          <Field
            key={shape.field}
            label={shape.label[language]}
            problem={problem && (problem === 'empty' ? text.problems.empty : text.problems.digits(shape.digits))}
            hint={shape.field === 'firstPrize' && firstPrize.length === 6 ? text.top3(firstPrize.slice(-3)) : undefined}
          >
            <Input
              ref={(box) => {
                if (box) boxes.current.set(shape.field, box);
                else boxes.current.delete(shape.field);
              }}
              value={values[shape.field] ?? ''}
              disabled={disabled}
              inputMode="numeric"
              autoComplete="off"
              autoFocus={index === 0}
              status={problem ? 'error' : undefined}
              style={{
                width: `calc(${shape.digits}ch * 1.6 + 40px)`,
                fontSize: 30,
                fontWeight: 700,
                letterSpacing: '0.3em',
                fontVariantNumeric: 'tabular-nums',
                textAlign: 'center',
              }}
              onChange={(event) => {
                const typed = digitsOf(event.target.value).slice(0, shape.digits);
                onChange({ ...values, [shape.field]: typed });
                const next = shapes[index + 1];
                if (typed.length === shape.digits && next) boxes.current.get(next.field)?.focus({ cursor: 'all' });
              }}
            />
          </Field>
        );
      })}
    </div>
  );
}
