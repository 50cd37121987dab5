// A choice of lottery for the back office's lists and settings: the catalog's lotteries grouped by
// head, as the member pages show them, optionally with "every lottery" first (value '').
import { useMessages } from '@tanghuay/shared-auth';
import { Select } from 'antd';
import { type CatalogHead, getCatalog, lottoOptions } from '../../lib/get-catalog.ts';
import { useApi } from '../../lib/use-api.ts';

const messages = {
  th: { lotto: 'หวย', all: 'ทุกหวย', choose: 'เลือกหวย' },
  en: { lotto: 'Lottery', all: 'Every lottery', choose: 'Choose a lottery' },
};

/** The catalog, read once per page that shows a lottery choice. */
export const useCatalog = () => useApi(['/lotto/catalog'], getCatalog);

export function LottoSelect({
  heads,
  value,
  onChange,
  withAll = false,
  width = 240,
}: {
  heads: readonly CatalogHead[];
  value: string | undefined;
  onChange: (code: string) => void;
  /** Offer "every lottery" (value ''). */
  withAll?: boolean;
  width?: number;
}) {
  const text = useMessages(messages);
  const groups = lottoOptions(heads);
  return (
    <Select
      aria-label={text.lotto}
      virtual={false}
      style={{ width, maxWidth: '100%' }}
      placeholder={text.choose}
      value={value ?? (withAll ? '' : undefined)}
      onChange={onChange}
      options={withAll ? [{ value: '', label: text.all }, ...groups] : groups}
    />
  );
}
