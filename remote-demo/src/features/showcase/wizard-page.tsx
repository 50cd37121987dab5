// /forms/wizard: sign-up in steps (account → personal info → address → review). Each step's fields
// are checked before Next (showcase-model.ts WIZARD_FIELDS); one form holds every step, so values
// stay when the visitor goes back.
import { useMessages } from '@tanghuay/shared-auth';
import { Button, Card, Flex, Form, Input, Result, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { messages } from './messages.ts';
import { firstStepWith, THAI_PHONE, WIZARD_FIELDS, WIZARD_STEPS, type WizardField, type WizardStep } from './showcase-model.ts';
import { ShowcasePage } from './showcase-page.tsx';

const PROVINCES = ['กรุงเทพมหานคร', 'เชียงใหม่', 'ขอนแก่น', 'ชลบุรี', 'ภูเก็ต', 'สงขลา'];

type WizardValues = Record<WizardField, string>;

export function WizardPage() {
  const t = useMessages(messages).wizard;
  const [form] = Form.useForm<WizardValues>();
  const [index, setIndex] = useState(0);
  const [doneName, setDoneName] = useState<string>();
  const step: WizardStep = WIZARD_STEPS[index] ?? 'review';
  const required = { required: true, whitespace: true, message: t.required };

  const next = () => void form.validateFields([...WIZARD_FIELDS[step]]).then(() => setIndex(index + 1), () => undefined);
  const submit = () =>
    form.validateFields().then(
      (values) => setDoneName(values.firstName),
      (error: { errorFields: { name: (string | number)[] }[] }) => {
        const invalid = firstStepWith(error.errorFields.map((field) => String(field.name[0])));
        if (invalid) setIndex(WIZARD_STEPS.indexOf(invalid));
      },
    );
  const restart = () => {
    form.resetFields();
    setIndex(0);
    setDoneName(undefined);
  };

  if (doneName !== undefined) {
    return (
      <ShowcasePage title={t.title}>
        <Card>
          <Result status="success" title={t.done} subTitle={t.doneText(doneName)} extra={<Button onClick={restart}>{t.again}</Button>} />
        </Card>
      </ShowcasePage>
    );
  }

  const field = (name: WizardField, rules: object[], input = <Input />) => (
    <Form.Item name={name} label={t[name]} rules={rules} hidden={!(WIZARD_FIELDS[step] as readonly string[]).includes(name)}>
      {input}
    </Form.Item>
  );

  return (
    <ShowcasePage title={t.title}>
      <Card>
        <Flex wrap gap={8} component="ol" role="list" aria-label={t.title} style={{ listStyle: 'none', padding: 0, margin: '0 0 24px' }}>
          {WIZARD_STEPS.map((one, position) => (
            <li key={one} aria-current={position === index ? 'step' : undefined}>
              <Tag color={position === index ? 'blue' : position < index ? 'green' : 'default'} style={{ padding: '4px 10px', fontSize: 14 }}>
                {position < index ? '✓' : position + 1}. {t.steps[one]}
              </Tag>
            </li>
          ))}
        </Flex>
        <Typography.Title level={4}>
          {t.steps[step]} <Typography.Text type="secondary">({t.stepOf(index + 1, WIZARD_STEPS.length)})</Typography.Text>
        </Typography.Title>
        {/* Every step's fields stay in the form (hidden when not on their step): values survive Back. */}
        <Form form={form} layout="vertical" style={{ maxWidth: 520 }}>
          {field('username', [required])}
          {field('email', [required, { type: 'email', message: t.emailInvalid }], <Input inputMode="email" />)}
          {field('password', [required, { min: 8, message: t.passwordShort }], <Input.Password />)}
          {field('firstName', [required])}
          {field('lastName', [required])}
          {field('phone', [required, { pattern: THAI_PHONE, message: t.phoneInvalid }], <Input inputMode="tel" />)}
          {field('street', [required], <Input.TextArea rows={2} />)}
          {field('province', [{ required: true, message: t.required }], <Select options={PROVINCES.map((one) => ({ value: one, label: one }))} />)}
          {field('postcode', [required, { pattern: /^\d{5}$/, message: t.postcodeInvalid }], <Input inputMode="numeric" />)}
        </Form>
        {step === 'review' && <Review values={form.getFieldsValue(true) as WizardValues} />}
        <Flex wrap gap={8} style={{ marginTop: 16 }}>
          <Button disabled={index === 0} onClick={() => setIndex(index - 1)}>
            {t.back}
          </Button>
          {step === 'review' ? (
            <Button type="primary" onClick={() => void submit()}>
              {t.submit}
            </Button>
          ) : (
            <Button type="primary" onClick={next}>
              {t.next}
            </Button>
          )}
        </Flex>
      </Card>
    </ShowcasePage>
  );
}

function Review({ values }: { values: WizardValues }) {
  const t = useMessages(messages).wizard;
  const shown = WIZARD_STEPS.flatMap((step) => WIZARD_FIELDS[step]).filter((name) => name !== 'password');
  return (
    <dl aria-label={t.steps.review} style={{ display: 'grid', gridTemplateColumns: 'minmax(100px, max-content) 1fr', gap: '8px 16px', margin: 0 }}>
      {shown.map((name) => (
        <div key={name} style={{ display: 'contents' }}>
          <dt>
            <Typography.Text type="secondary">{t[name]}</Typography.Text>
          </dt>
          <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{values[name]}</dd>
        </div>
      ))}
    </dl>
  );
}
