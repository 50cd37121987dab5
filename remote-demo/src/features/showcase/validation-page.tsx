// /forms/validation: antd Form's rules with the messages in the visitor's language: required,
// email, length, the Thai phone pattern, a matching confirmation and a number range.
import { useMessages } from '@tanghuay/shared-auth';
import { Alert, Button, Card, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { messages } from './messages.ts';
import { THAI_PHONE } from './showcase-model.ts';
import { ShowcasePage } from './showcase-page.tsx';

export function ValidationPage() {
  const t = useMessages(messages).validation;
  const [form] = Form.useForm();
  const [valid, setValid] = useState(false);
  const required = { required: true, whitespace: true, message: t.required };
  return (
    <ShowcasePage title={t.title}>
      <Card>
        <Form form={form} layout="vertical" onFinish={() => setValid(true)} onValuesChange={() => setValid(false)} style={{ maxWidth: 520 }}>
          <Form.Item name="fullName" label={t.fullName} rules={[required]}>
            <Input />
          </Form.Item>
          <Form.Item name="email" label={t.email} rules={[required, { type: 'email', message: t.emailInvalid }]}>
            <Input inputMode="email" />
          </Form.Item>
          <Form.Item name="username" label={t.username} rules={[required, { min: 4, message: t.tooShort(4) }, { max: 16, message: t.tooLong(16) }]}>
            <Input />
          </Form.Item>
          <Form.Item name="phone" label={t.phone} rules={[required, { pattern: THAI_PHONE, message: t.phoneInvalid }]}>
            <Input inputMode="tel" placeholder="0812345678" />
          </Form.Item>
          <Form.Item name="password" label={t.password} rules={[required, { min: 8, message: t.tooShort(8) }]}>
            <Input.Password />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t.confirm}
            dependencies={['password']}
            rules={[
              required,
              ({ getFieldValue }) => ({
                validator: (_, value: string | undefined) => (!value || value === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t.mismatch))),
              }),
            ]}
          >
            <Input.Password />
          </Form.Item>
          <Form.Item name="age" label={t.age} rules={[required, { pattern: /^\d+$/, message: t.ageRange }, { validator: (_, value: string | undefined) => (!value || !/^\d+$/.test(value) || (Number(value) >= 18 && Number(value) <= 99) ? Promise.resolve() : Promise.reject(new Error(t.ageRange))) }]}>
            <Input inputMode="numeric" />
          </Form.Item>
          {valid && <Alert type="success" showIcon title={t.valid} style={{ marginBottom: 16 }} />}
          <Flex wrap gap={8}>
            <Button type="primary" htmlType="submit">
              {t.submit}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setValid(false);
              }}
            >
              {t.reset}
            </Button>
          </Flex>
        </Form>
      </Card>
    </ShowcasePage>
  );
}
