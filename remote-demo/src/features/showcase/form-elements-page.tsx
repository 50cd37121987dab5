// /forms/elements: the form controls the demo pages use, with the browser's own date, time,
// number and range inputs styled to match; the values chosen are shown as they change.
import { useMessages } from '@tanghuay/shared-auth';
import { Card, Checkbox, Form, Input, Segmented, Select, Switch } from 'antd';
import { useState } from 'react';
import { messages } from './messages.ts';
import { CardGrid } from '../../components/card-grid.tsx';
import { ShowcasePage } from './showcase-page.tsx';

const PROVINCES = ['กรุงเทพมหานคร', 'เชียงใหม่', 'ขอนแก่น', 'ชลบุรี', 'ภูเก็ต', 'สงขลา'];
const NATIVE = { width: '100%', minHeight: 32, padding: '4px 11px', border: '1px solid #d9d9d9', borderRadius: 6, font: 'inherit', boxSizing: 'border-box' } as const;

export function FormElementsPage() {
  const t = useMessages(messages).formElements;
  const [values, setValues] = useState<Record<string, unknown>>({});
  return (
    <ShowcasePage title={t.title}>
      <Form layout="vertical" onValuesChange={(_, all: Record<string, unknown>) => setValues(all)}>
        <CardGrid min={300}>
          <Card title={t.inputs} size="small">
            <Form.Item name="name" label={t.name}>
              <Input allowClear />
            </Form.Item>
            <Form.Item name="password" label={t.password}>
              <Input.Password />
            </Form.Item>
            <Form.Item name="amount" label={t.amount}>
              <Input prefix="฿" suffix="THB" inputMode="decimal" />
            </Form.Item>
            <Form.Item name="website" label={t.website}>
              <Input prefix="https://" suffix=".co.th" />
            </Form.Item>
            <Form.Item name="note" label={t.note}>
              <Input.TextArea rows={3} showCount maxLength={120} />
            </Form.Item>
          </Card>
          <Card title={t.selects} size="small">
            <Form.Item name="province" label={t.province}>
              <Select allowClear options={PROVINCES.map((one) => ({ value: one, label: one }))} />
            </Form.Item>
            <Form.Item name="interests" label={t.interests}>
              <Select mode="multiple" options={t.interestOptions.map((one) => ({ value: one, label: one }))} />
            </Form.Item>
            <Form.Item name="searchProvince" label={`${t.province} (${t.searchable})`}>
              <Select showSearch optionFilterProp="label" options={PROVINCES.map((one) => ({ value: one, label: one }))} />
            </Form.Item>
          </Card>
          <Card title={t.choices} size="small">
            <Form.Item name="channels" label={t.channels}>
              <Checkbox.Group options={t.channelOptions} />
            </Form.Item>
            <Form.Item name="newsletter" label={t.newsletter} valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="plan" label={t.plan} initialValue={t.plans[0]}>
              <Segmented options={t.plans} />
            </Form.Item>
          </Card>
          <Card title={t.native} size="small">
            <Form.Item name="date" label={t.date}>
              <input type="date" style={NATIVE} />
            </Form.Item>
            <Form.Item name="time" label={t.time}>
              <input type="time" style={NATIVE} />
            </Form.Item>
            <Form.Item name="number" label={t.number}>
              <input type="number" min={0} max={100} style={NATIVE} />
            </Form.Item>
            <Form.Item name="volume" label={t.range} initialValue="50">
              <input type="range" min={0} max={100} style={{ width: '100%', accentColor: '#1677ff' }} />
            </Form.Item>
          </Card>
        </CardGrid>
      </Form>
      <Card title={t.values} size="small">
        <pre style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{JSON.stringify(values, null, 2)}</pre>
      </Card>
    </ShowcasePage>
  );
}
