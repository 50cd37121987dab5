// The foot of a paged list: why the last "load more" failed (with a retry), and the button that
// asks for the next page while there is one.
import { useMessages } from '@tanghuay/shared-auth';
import { Button } from 'antd';
import type { PagedList } from '../lib/use-paged-list.ts';
import { LoadError } from './page-state.tsx';

const messages = {
  th: { more: 'โหลดเพิ่ม' },
  en: { more: 'Load more' },
};

/** `label`: what the button says, when "load more" is not the clearest word for the list. */
export function LoadMore({ list, label }: { list: Pick<PagedList<unknown>, 'hasMore' | 'more' | 'loadMore'>; label?: string }) {
  const text = useMessages(messages);
  const { hasMore, more, loadMore } = list;
  return (
    <>
      {more.error ? <LoadError error={more.error} onRetry={() => void loadMore()} /> : null}
      {hasMore && (
        <Button block loading={more.loading} onClick={() => void loadMore()}>
          {label ?? text.more}
        </Button>
      )}
    </>
  );
}
