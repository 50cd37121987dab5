// A member without a registered bank account cannot withdraw (the payment terms say there is none,
// or the API refused with NO_BANK_ACCOUNT): the page says so (in the API's words when it refused)
// and how to get one, and offers no form.
import { errorMessage, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Card, Result } from 'antd';

const messages = {
  th: {
    title: 'ยังไม่มีบัญชีธนาคารสำหรับรับเงิน',
    how: 'กรุณาติดต่อฝ่ายบริการลูกค้าหรือเอเย่นต์ของคุณเพื่อลงทะเบียนบัญชีธนาคาร แล้วกลับมาถอนเงินได้ที่หน้านี้',
  },
  en: {
    title: 'No bank account to pay out to yet',
    how: 'Please contact support or your agent to register your bank account, then come back to withdraw here.',
  },
};

export function NoBankAccount({ refusal }: { refusal?: unknown }) {
  const text = useMessages(messages);
  const language = useLanguage();
  return (
    <Card>
      <Result
        status="warning"
        title={text.title}
        subTitle={
          <>
            {refusal ? (
              <>
                {errorMessage(refusal, language)}
                <br />
              </>
            ) : null}
            {text.how}
          </>
        }
        style={{ padding: '16px 0' }}
      />
    </Card>
  );
}
