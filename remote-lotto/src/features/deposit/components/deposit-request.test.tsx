/** @jest-environment node */
// Rendered to HTML on the server side of React, like components/slip-receipt.test.tsx: the node
// environment has the TextEncoder that react-router (through @tanghuay/shared-auth) needs. Effects
// do not run there, so nothing is asked of the API.
import { renderToStaticMarkup } from 'react-dom/server';
import type { Deposit } from '../deposit.ts';
import { DepositRequest } from './deposit-request.tsx';

const PAYLOAD = '00020101021229370016A000000677010111011300668123456785802TH530376454035006304ABCD';

const pending: Deposit = {
  id: '73',
  amount: 500,
  status: 'pending',
  createdAt: '2026-12-16T08:30:00.000Z',
  decidedAt: null,
  reason: null,
  payment: {
    promptpayPayload: PAYLOAD,
    promptpay: { type: 'phone', value: '0812345678' },
    bank: { code: 'KBANK', accountNo: '1234567890', accountName: 'บจก. ทางหวย' },
  },
};

const render = (deposit: Deposit, instant = false) =>
  renderToStaticMarkup(<DepositRequest deposit={deposit} instant={instant} onDecided={() => undefined} onNew={() => undefined} />);

/** The text of some HTML, each element's text apart. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '|').replace(/\|+/g, '|');

describe('DepositRequest', () => {
  it("draws the PromptPay QR of the API's payload, named for the amount", () => {
    const html = render(pending);
    expect(html).toMatch(new RegExp(`<svg[^>]*role="img"[^>]*aria-label="QR พร้อมเพย์ ยอด 500 บาท"[^>]*data-payload="${PAYLOAD}"`));
    expect(html).toMatch(/<svg[^>]*>.*<path fill="#000000" d="M\d/);
    expect(textOf(html)).toContain('|พร้อมเพย์ เบอร์โทร 0812345678|');
  });

  it('shows the amount, the reference and the bank account, each with its copy button', () => {
    const html = render(pending);
    const text = textOf(html);
    for (const shown of ['|ยอดที่ต้องโอน|500 บาท|', '|เลขอ้างอิง|73|', '|ธนาคาร|KBANK|', '|เลขบัญชี|1234567890|', '|ชื่อบัญชี|บจก. ทางหวย|', '|รอตรวจสอบ|']) {
      expect(text).toContain(shown);
    }
    for (const name of ['ยอดที่ต้องโอน', 'เลขอ้างอิง', 'เลขบัญชี', 'ชื่อบัญชี']) expect(html).toContain(`aria-label="คัดลอก${name}"`);
    expect(text).toContain('โอนเงินตามยอดนี้ให้ตรงทุกสตางค์');
  });

  it('says play money was credited at once when the answer came approved (demo mode)', () => {
    const text = textOf(render({ ...pending, status: 'approved' }, true));
    expect(text).toContain('เติมเงินทดลองเข้ากระเป๋าแล้ว');
    expect(text).toContain('เงินทดลอง เข้ากระเป๋าของคุณทันที');
    expect(text).toContain('|เติมเงินสำเร็จ|');
  });

  it('shows why a request was rejected, and no longer where to pay', () => {
    const html = render({ ...pending, status: 'rejected', reason: 'ไม่พบยอดโอน' });
    expect(textOf(html)).toContain('|รายการฝากเงินนี้ไม่ได้รับการอนุมัติ|ไม่พบยอดโอน|');
    expect(html).not.toContain('data-payload');
    expect(html).not.toContain('KBANK');
  });
});
