// การเล่นอย่างรับผิดชอบ: who may play (20 or older, as the member declared at registration), playing
// within one's means, and where to get help — the Department of Mental Health's hotline 1323 (free,
// 24 hours), to call with one tap, and the member's agent or the site's support for the account.
// Links to the money pages.
import { useMessages } from '@tanghuay/shared-auth';
import { Flex, Typography } from 'antd';
import { MemberLink } from '../../../components/member-link.tsx';
import { Section } from './section.tsx';

const messages = {
  th: {
    title: 'การเล่นอย่างรับผิดชอบ',
    age: 'บริการนี้สำหรับผู้มีอายุ 20 ปีขึ้นไปเท่านั้น ตามที่คุณยืนยันไว้ตอนสมัครสมาชิก',
    means: [
      'เล่นเพื่อความบันเทิง ใช้เฉพาะเงินที่เสียได้ ไม่กู้ยืมมาเล่น และไม่เล่นเพื่อหวังเอาคืน',
      'ตั้งวงเงินฝาก หรือพักการเล่นได้ด้วยตัวเองที่หน้านี้',
    ],
    help: 'หากรู้สึกว่าการเล่นเริ่มเป็นปัญหา ปรึกษาได้ที่สายด่วนสุขภาพจิต 1323 ของกรมสุขภาพจิต โทรฟรี ตลอด 24 ชั่วโมง',
    call: 'โทร 1323',
    callName: 'โทรสายด่วนสุขภาพจิต 1323',
    account: 'สอบถามเรื่องบัญชี ติดต่อเอเย่นต์ของคุณ หรือฝ่ายบริการลูกค้าของเว็บ',
    links: 'เมนูการเงิน',
    history: 'ประวัติการเงิน',
    deposit: 'ฝากเงิน',
    withdraw: 'ถอนเงิน',
  },
  en: {
    title: 'Responsible play',
    age: 'This service is only for people aged 20 or older, as you declared when you registered.',
    means: [
      'Play for fun, only with money you can afford to lose; never borrow to play or play to win back losses.',
      'You can set deposit limits or take a break yourself on this page.',
    ],
    help: 'If play is becoming a problem, call the Department of Mental Health hotline 1323: free, 24 hours a day.',
    call: 'Call 1323',
    callName: 'Call the mental health hotline 1323',
    account: 'For questions about your account, contact your agent or the site’s support.',
    links: 'Money',
    history: 'Money history',
    deposit: 'Deposit',
    withdraw: 'Withdraw',
  },
};

export function ResponsiblePlaySection() {
  const text = useMessages(messages);
  return (
    <Section title={text.title}>
      <Flex vertical gap={12}>
        <Typography.Text strong>{text.age}</Typography.Text>
        <ul className="account-saved">
          {text.means.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <Flex vertical gap={4}>
          <Typography.Text>{text.help}</Typography.Text>
          <a href="tel:1323" className="lotto-action account-hotline" aria-label={text.callName} style={{ alignSelf: 'flex-start' }}>
            {text.call}
          </a>
        </Flex>
        <Typography.Text>{text.account}</Typography.Text>
        <nav aria-label={text.links} className="account-links">
          <MemberLink to="/tanghuay-account/transactions" className="lotto-action">
            {text.history}
          </MemberLink>
          <MemberLink to="/tanghuay-deposit" className="lotto-action">
            {text.deposit}
          </MemberLink>
          <MemberLink to="/tanghuay-withdraw" className="lotto-action">
            {text.withdraw}
          </MemberLink>
        </nav>
      </Flex>
    </Section>
  );
}
