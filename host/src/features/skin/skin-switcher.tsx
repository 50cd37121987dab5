import { useMessages } from '@tanghuay/shared-auth';
import { Segmented } from 'antd';
import { setSkin, type Skin, SKINS, useSkin } from './skin.ts';

const messages = {
  th: { label: 'ธีม', skins: { 'semi-dark': 'กึ่งมืด', light: 'สว่าง', dark: 'มืด' } },
  en: { label: 'Skin', skins: { 'semi-dark': 'Semi-dark', light: 'Light', dark: 'Dark' } },
} satisfies Record<string, { label: string; skins: Record<Skin, string> }>;

export function SkinSwitcher() {
  const text = useMessages(messages);
  return (
    <Segmented
      aria-label={text.label}
      size="small"
      options={SKINS.map((skin) => ({ label: text.skins[skin], value: skin }))}
      value={useSkin()}
      onChange={setSkin}
    />
  );
}
