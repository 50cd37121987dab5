// What a page's place shows while its code arrives (a remote, a page's chunk, a host page's chunk):
// a skeleton announced as loading.
import { useMessages } from '@tanghuay/shared-auth';
import { Skeleton } from 'antd';

const messages = { th: { loading: 'กำลังโหลด' }, en: { loading: 'Loading' } };

export function PageLoading() {
  const text = useMessages(messages);
  return (
    <div role="status" aria-label={text.loading} style={{ padding: 16 }}>
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}
