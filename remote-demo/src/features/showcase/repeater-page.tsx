// /forms/repeater: invoice-like rows (item, quantity, unit price) added and removed with antd's
// Form.List; each row's amount and the total in whole cents (showcase-model.ts, lib/money.ts).
import { useMessages } from '@tanghuay/shared-auth';
import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { formatCents } from '../../lib/money.ts';
import { messages } from './messages.ts';
import { lineCents, type RepeaterLine, repeaterTotal } from './showcase-model.ts';
import { ShowcasePage } from './showcase-page.tsx';

const FIRST_LINES: RepeaterLine[] = [
  { item: 'ออกแบบโลโก้', quantity: '1', unitPrice: '4500' },
  { item: 'นามบัตร (กล่อง)', quantity: '2', unitPrice: '350.50' },
];

export function RepeaterPage() {
  const t = useMessages(messages).repeater;
  const [form] = Form.useForm<{ lines: RepeaterLine[] }>();
  const lines = Form.useWatch('lines', form) ?? FIRST_LINES;
  return (
    <ShowcasePage title={t.title}>
      <Card>
        <Form form={form} layout="vertical" initialValues={{ lines: FIRST_LINES }}>
          <Form.List name="lines">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, position) => {
                  const amount = lines[position] && lineCents(lines[position]);
                  return (
                    <Flex key={field.key} wrap gap={8} align="start" role="group" aria-label={`${t.item} ${position + 1}`} style={{ borderBottom: '1px solid rgba(128,128,128,0.2)', marginBottom: 12 }}>
                      <Form.Item name={[field.name, 'item']} label={t.item} rules={[{ required: true, whitespace: true, message: t.required }]} style={{ flex: '3 1 200px' }}>
                        <Input />
                      </Form.Item>
                      <Form.Item name={[field.name, 'quantity']} label={t.quantity} rules={[{ required: true, message: t.required }, { pattern: /^\d+$/, message: t.notWhole }]} style={{ flex: '1 1 80px' }}>
                        <Input inputMode="numeric" />
                      </Form.Item>
                      <Form.Item name={[field.name, 'unitPrice']} label={t.unitPrice} rules={[{ required: true, message: t.required }, { pattern: /^\d+(\.\d{1,2})?$/, message: t.notAmount }]} style={{ flex: '1 1 120px' }}>
                        <Input inputMode="decimal" prefix="฿" />
                      </Form.Item>
                      <Form.Item label={t.lineTotal} style={{ flex: '1 1 100px' }}>
                        <Typography.Text data-testid="line-total" style={{ whiteSpace: 'nowrap' }}>
                          {amount === undefined ? '–' : formatCents(amount)}
                        </Typography.Text>
                      </Form.Item>
                      <Button type="link" danger disabled={fields.length === 1} onClick={() => remove(field.name)} style={{ marginTop: 30 }}>
                        {t.remove}
                      </Button>
                    </Flex>
                  );
                })}
                <Button type="dashed" onClick={() => add({ item: '', quantity: '1', unitPrice: '' })}>
                  {t.add}
                </Button>
              </>
            )}
          </Form.List>
        </Form>
        <Flex justify="end" gap={16} style={{ marginTop: 16 }}>
          <Typography.Text strong>{t.total}</Typography.Text>
          <Typography.Text strong data-testid="grand-total">
            ฿{formatCents(repeaterTotal(lines))}
          </Typography.Text>
        </Flex>
      </Card>
    </ShowcasePage>
  );
}
