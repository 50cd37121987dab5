// Schema validation failures as one Thai sentence naming the field, never echoing the input.
// Each route module passes the Thai labels of its fields:
//
//   app.setSchemaErrorFormatter(thaiValidationErrors({ amount: 'จำนวนเงิน' }));
import type { FastifySchemaValidationError } from 'fastify';
import { ApiError } from './errors.ts';

export type FieldLabels = Readonly<Record<string, string>>;

export function thaiValidationErrors(labels: FieldLabels) {
  const label = (field: unknown) => (typeof field === 'string' ? labels[field] : undefined);
  return (errors: FastifySchemaValidationError[]): Error => {
    const first = errors[0];
    let message = 'ข้อมูลไม่ถูกต้อง';
    if (first?.keyword === 'required') {
      message = `กรุณากรอก${label(first.params.missingProperty) ?? 'ข้อมูลให้ครบ'}`;
    } else if (first?.keyword === 'additionalProperties') {
      message = 'ข้อมูลไม่ถูกต้อง: มีข้อมูลที่ระบบไม่รู้จักในคำขอ';
    } else if (first) {
      const field = label(first.instancePath.split('/')[1]);
      if (field) message = `ข้อมูลไม่ถูกต้อง: ${field}`;
    }
    return new ApiError(400, 'VALIDATION', message);
  };
}
