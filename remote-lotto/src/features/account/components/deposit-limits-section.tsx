// วงเงินฝาก: the rules of the member's own deposit limits, each period as it stands, what the last
// save did (in force now, or from when), and the form to change them — locked, with the reason,
// while the member is self-excluded. Loading, a failed reading (with a retry) and having no limit
// at all are each said plainly.
import { useLanguage, useMessages, useUserData } from '@tanghuay/shared-auth';
import { Alert, Divider, Flex, Typography } from 'antd';
import { LoadError, Loading } from '../../../components/page-state.tsx';
import { atText } from '../../../lib/dates.ts';
import { LIMIT_PERIODS } from '../../../lib/deposit-limits.ts';
import { useDepositLimits } from '../hooks/use-deposit-limits.ts';
import { noLimits, savedLines } from '../model/limit-changes.ts';
import { LimitsForm } from './limits-form.tsx';
import { PeriodCard } from './period-card.tsx';
import { Section } from './section.tsx';

const messages = {
  th: {
    title: 'วงเงินฝาก',
    intro: 'ตั้งยอดฝากสูงสุดของคุณเองต่อวัน ต่อสัปดาห์ และต่อเดือน เพื่อช่วยควบคุมการเล่น นับตามเวลาประเทศไทย (วันเริ่ม 00:00 น. สัปดาห์เริ่มวันจันทร์ เดือนเริ่มวันที่ 1)',
    rules: [
      'ลดวงเงิน หรือตั้งวงเงินใหม่ มีผลทันที',
      'เพิ่มวงเงิน หรือยกเลิกวงเงิน (ไม่จำกัด) มีผลหลังบันทึก 24 ชั่วโมง ระหว่างนั้นแสดงเป็น "รอมีผล" พร้อมเวลาที่มีผล',
      'การบันทึกครั้งใหม่จะแทนที่การเปลี่ยนแปลงที่รอมีผลอยู่',
      'วงเงินต่อวันต้องไม่มากกว่าต่อสัปดาห์และต่อเดือน และวงเงินต่อสัปดาห์ต้องไม่มากกว่าต่อเดือน',
    ],
    none: 'ยังไม่ได้ตั้งวงเงินฝาก ขณะนี้ฝากได้ไม่จำกัด',
    saved: 'บันทึกวงเงินฝากแล้ว',
    nothingChanged: 'ไม่มีการเปลี่ยนแปลง',
    locked: (until: string) => `เปลี่ยนวงเงินฝากไม่ได้ระหว่างพักการเล่น (ถึง ${until})`,
  },
  en: {
    title: 'Deposit limits',
    intro: 'Set the most you will deposit per day, week and month, to help you keep play under control. Periods follow Thai time (days from 00:00, weeks from Monday, months from the 1st).',
    rules: [
      'A lower limit, or a new one, is in force at once.',
      'A higher limit, or removing one (no limit), takes effect 24 hours after you save; until then it shows as waiting, with the time it takes effect.',
      'Saving again replaces a change that is still waiting.',
      'The daily limit may not be more than the weekly or monthly one, nor the weekly more than the monthly.',
    ],
    none: 'You have no deposit limits: deposits are not limited.',
    saved: 'Deposit limits saved',
    nothingChanged: 'Nothing changed.',
    locked: (until: string) => `Deposit limits cannot be changed during your break (until ${until}).`,
  },
};

export function DepositLimitsSection() {
  const text = useMessages(messages);
  const language = useLanguage();
  const saving = useDepositLimits();
  const excludedUntil = useUserData()?.selfExcludedUntil ?? null;
  const { limits, saved } = saving;
  const lines = saved ? savedLines(saved.before, saved.after, language) : [];

  let body;
  if (!limits) {
    body = saving.loadError ? <LoadError error={saving.loadError} onRetry={saving.reload} /> : <Loading rows={3} />;
  } else {
    body = (
      <>
        {noLimits(limits) && <Alert type="info" showIcon title={text.none} />}
        <div className="account-periods">
          {LIMIT_PERIODS.map((period) => (
            <PeriodCard key={period} period={period} state={limits[period]} />
          ))}
        </div>
        <Divider style={{ margin: '4px 0' }} />
        <LimitsForm limits={limits} saving={saving} locked={excludedUntil && text.locked(atText(excludedUntil, language))}>
          {saved && (
            <Alert
              type="success"
              showIcon
              title={text.saved}
              description={
                lines.length > 0 ? (
                  <ul className="account-saved">
                    {lines.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : (
                  text.nothingChanged
                )
              }
            />
          )}
        </LimitsForm>
      </>
    );
  }

  return (
    <Section title={text.title}>
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>{text.intro}</Typography.Paragraph>
        <ul className="account-rules">
          {text.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        {body}
      </Flex>
    </Section>
  );
}
