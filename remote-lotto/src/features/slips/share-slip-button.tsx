// "แชร์รูปโพย": the slip as a PNG (slip-image.ts), handed to the phone's share sheet where the
// browser can share files (Web Share API), downloaded elsewhere (docs/lottery.md, "Sharing and
// printing a slip"). A member who closes the share sheet has done nothing wrong: no message; an
// image that cannot be made says so beside the button.
import { useLanguage, useMessages, useUserData } from '@tanghuay/shared-auth';
import { Button, theme, Typography } from 'antd';
import { useState } from 'react';
import { slipSheet } from '../../components/slip-sheet.ts';
import type { Slip } from '../../lib/slip.ts';
import { slipImageFile } from './slip-image.ts';

const messages = {
  th: { share: 'แชร์รูปโพย', save: 'บันทึกรูปโพย', failed: 'สร้างรูปโพยไม่สำเร็จ กรุณาลองใหม่' },
  en: { share: 'Share slip image', save: 'Save slip image', failed: 'The slip image could not be made. Please try again.' },
};

/** Whether this browser can hand a PNG to the share sheet. */
function canShareImages(): boolean {
  const probe = { files: [new File([], 'slip.png', { type: 'image/png' })] };
  return typeof navigator.share === 'function' && typeof navigator.canShare === 'function' && navigator.canShare(probe);
}

function download(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function ShareSlipButton({ slip }: { slip: Slip }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const member = useUserData()?.username ?? '';
  const { colorPrimary } = theme.useToken().token;
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [share] = useState(canShareImages);

  async function shareImage() {
    setBusy(true);
    setFailed(false);
    try {
      const sheet = slipSheet(slip, member, language);
      const file = await slipImageFile(sheet, slip.id, colorPrimary);
      if (share) await navigator.share({ files: [file], title: sheet.name });
      else download(file);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) {
        console.error('slip image', error);
        setFailed(true);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button loading={busy} onClick={() => void shareImage()}>
        {share ? text.share : text.save}
      </Button>
      {failed && (
        <Typography.Text type="danger" role="alert">
          {text.failed}
        </Typography.Text>
      )}
    </>
  );
}
