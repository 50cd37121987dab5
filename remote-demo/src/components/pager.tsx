// The foot of a paged demo list: where the visitor is ("page 2 of 3 …", read out when it changes)
// and the previous and next buttons.
import { useMessages } from '@tanghuay/shared-auth';
import { Button, Flex, Typography } from 'antd';

const messages = { th: { previous: 'ก่อนหน้า', next: 'ถัดไป' }, en: { previous: 'Previous', next: 'Next' } };

export function Pager({ page, pages, summary, onPage }: { page: number; pages: number; summary: string; onPage: (page: number) => void }) {
  const t = useMessages(messages);
  return (
    <Flex wrap gap={8} align="center" justify="space-between" style={{ marginTop: 16 }}>
      <Typography.Text aria-live="polite">{summary}</Typography.Text>
      <Flex gap={8}>
        <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t.previous}
        </Button>
        <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t.next}
        </Button>
      </Flex>
    </Flex>
  );
}
