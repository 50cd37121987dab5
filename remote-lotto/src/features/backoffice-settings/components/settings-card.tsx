// The frame of one settings section: its title and what it governs, its fields, then its own save
// button with what became of the last save (saved, or the API's refusal in its words).
import { errorMessage, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LoadError, Loading } from '../../../components/page-state.tsx';
import type { SettingsSection } from '../hooks/use-settings-section.ts';

const messages = {
  th: { save: 'บันทึก', saved: 'บันทึกแล้ว', fix: 'แก้ช่องที่มีปัญหาก่อนบันทึก' },
  en: { save: 'Save', saved: 'Saved', fix: 'Fix the boxes with a problem first' },
};

export function SettingsCard<Settings, Form, Field extends string, Answer extends Settings>({
  title,
  about,
  section,
  savedNote,
  refusalShownBeside = false,
  children,
}: {
  title: string;
  about: string;
  section: SettingsSection<Settings, Form, Field, Answer>;
  /** What saving does, said once saved. */
  savedNote?: string;
  /** The refusal is shown beside its field, not under the button. */
  refusalShownBeside?: boolean;
  children: (form: Form) => ReactNode;
}) {
  const text = useMessages(messages);
  const language = useLanguage();
  const { loaded, form } = section;
  let body: ReactNode;
  if (form === undefined) body = loaded.error ? <LoadError error={loaded.error} onRetry={loaded.reload} /> : <Loading rows={3} />;
  else {
    body = (
      <Flex vertical gap={16}>
        {children(form)}
        <Flex gap={12} align="center" wrap>
          <Button className="bo-touch" type="primary" loading={section.sending} onClick={() => void section.save()}>
            {text.save}
          </Button>
          {section.saved && <Typography.Text type="success">{savedNote ? `${text.saved} ${savedNote}` : text.saved}</Typography.Text>}
          {Object.keys(section.problems).length > 0 && <Typography.Text type="danger">{text.fix}</Typography.Text>}
        </Flex>
        {section.error && !refusalShownBeside ? <Alert type="error" showIcon title={errorMessage(section.error, language)} /> : null}
      </Flex>
    );
  }
  return (
    <Card size="small" title={title}>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{about}</Typography.Text>
        {body}
      </Flex>
    </Card>
  );
}
