// The discounts above the maximum discount now (the lottery section of the settings): a lower
// maximum cuts none of them, and pricing keeps using them until someone lowers each — so they are
// counted here with where to find them: the members list filtered to them, each agent's page, each
// lottery's bet types.
import { backofficePage, useLanguage, useMessages } from '@tanghuay/shared-auth';
import { Alert, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { BET_TYPE_LABELS } from '@tanghuay/lottery-rules';
import { agentPagePath } from '../../../lib/paths.ts';
import type { DiscountsAboveMaximum as Above } from '../model/settings-form.ts';

const messages = {
  th: {
    none: (max: number) => `ไม่มีส่วนลดใดเกินส่วนลดสูงสุด ${max}%`,
    title: (count: number, max: number) => `มีส่วนลด ${count} รายการที่เกินส่วนลดสูงสุด ${max}%`,
    about: 'ระบบไม่ลดให้เอง ราคายังคิดด้วยส่วนลดเดิมจนกว่าจะแก้ที่หน้าของแต่ละรายการ',
    members: (n: number) => `สมาชิก ${n.toLocaleString('th-TH')} ราย`,
    seeMembers: 'ดูรายชื่อ',
    agents: 'เอเย่นต์',
    betTypes: 'ประเภทการแทง',
  },
  en: {
    none: (max: number) => `No discount is above the maximum of ${max}%`,
    title: (count: number, max: number) => `${count} discount(s) are above the maximum of ${max}%`,
    about: 'They are not lowered for you, and prices keep using them until each is changed on its page.',
    members: (n: number) => `${n.toLocaleString('en-US')} member(s)`,
    seeMembers: 'See them',
    agents: 'Agents',
    betTypes: 'Bet types',
  },
};

export function DiscountsAboveMaximum({ above, maxDiscount }: { above: Above; maxDiscount: number }) {
  const text = useMessages(messages);
  const language = useLanguage();
  const count = above.members + above.agents.length + above.betTypes.length;
  if (count === 0) return <Typography.Text type="secondary">{text.none(maxDiscount)}</Typography.Text>;
  const membersList = `${backofficePage('members').path}?discountAbove=${encodeURIComponent(String(maxDiscount))}`;
  return (
    <Alert
      type="warning"
      showIcon
      title={text.title(count, maxDiscount)}
      description={
        <Flex vertical gap={8}>
          <span>{text.about}</span>
          {above.members > 0 && (
            <span>
              {text.members(above.members)} <Link to={membersList}>{text.seeMembers}</Link>
            </span>
          )}
          {above.agents.length > 0 && (
            <span>
              {text.agents}:{' '}
              {above.agents.map((agent, at) => (
                <span key={agent.id}>
                  {at > 0 && ', '}
                  <Link to={agentPagePath(agent.id)}>{agent.username}</Link> {agent.discount}%
                </span>
              ))}
            </span>
          )}
          {above.betTypes.length > 0 && (
            <span>
              {text.betTypes}:{' '}
              {above.betTypes.map((betType, at) => (
                <span key={`${betType.lottoCode}:${betType.type}`}>
                  {at > 0 && ', '}
                  <Link to={`${backofficePage('lotteries').path}?lotto=${encodeURIComponent(betType.lottoCode)}`}>
                    {betType.lottoName} {BET_TYPE_LABELS[betType.type][language]}
                  </Link>{' '}
                  {betType.discount}%
                </span>
              ))}
            </span>
          )}
        </Flex>
      }
    />
  );
}
