import { type Language, setLanguage, useLanguage } from '@tanghuay/shared-auth';
import { Segmented } from 'antd';

const OPTIONS: { label: string; value: Language }[] = [
  { label: 'ไทย', value: 'th' },
  { label: 'English', value: 'en' },
];

/** Thai first, English available; the choice reaches every remote on the page. */
export function LanguageSwitcher({ label }: { label: string }) {
  return <Segmented aria-label={label} size="small" options={OPTIONS} value={useLanguage()} onChange={setLanguage} />;
}
