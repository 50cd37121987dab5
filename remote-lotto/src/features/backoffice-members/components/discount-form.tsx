// Setting a member's own discount on stakes (percent), within the most it may have (the business's
// maximum, and at most its agent's own discount; docs/backoffice.md#api). Under an agent without a
// discount of its own there is nothing to give: the agent is told so, and those who manage agents
// get the way to the agent's page, where its discount is set.
import { useMessages } from '@tanghuay/shared-auth';
import { Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { DiscountForm as Form } from '../../../components/backoffice/discount-form.tsx';
import { useCan } from '../../../components/backoffice/use-can.ts';
import { agentPagePath } from '../../../lib/paths.ts';
import { type MemberWithMaxDiscount, setDiscount } from '../api/members.ts';

const messages = {
  th: {
    max: (max: number) => `ให้ได้ไม่เกิน ${max}%`,
    none: 'ท่านยังไม่มีส่วนลดของตนเอง จึงให้ส่วนลดสมาชิกไม่ได้ ติดต่อผู้ดูแลระบบ',
    agentHasNone: (agent: string) => `เอเย่นต์ ${agent} ยังไม่มีส่วนลดของตนเอง จึงให้ส่วนลดสมาชิกนี้ไม่ได้`,
    setAgent: 'ตั้งส่วนลดของเอเย่นต์',
    noMaximum: 'ส่วนลดสูงสุดของระบบเป็น 0% จึงให้ส่วนลดไม่ได้',
    saved: (discount: number) => `บันทึกส่วนลด ${discount}% แล้ว`,
  },
  en: {
    max: (max: number) => `At most ${max}%`,
    none: 'You have no discount of your own to give: ask an administrator.',
    agentHasNone: (agent: string) => `Agent ${agent} has no discount of its own, so this member can have none.`,
    setAgent: "Set the agent's discount",
    noMaximum: 'The maximum discount is 0%: no discount can be given.',
    saved: (discount: number) => `Discount of ${discount}% saved`,
  },
};

export function DiscountForm({ member, onSaved }: { member: MemberWithMaxDiscount; onSaved: (member: MemberWithMaxDiscount) => void }) {
  const text = useMessages(messages);
  const managesAgents = useCan('manage', 'Agent');
  if (member.maxDiscount === 0 && member.discount === 0) {
    // An agent gives out of its own discount; staff set the agent's first.
    if (!managesAgents) return <Typography.Text type="secondary">{text.none}</Typography.Text>;
    if (!member.agent) return <Typography.Text type="secondary">{text.noMaximum}</Typography.Text>;
    return (
      <Flex vertical gap={8} align="start">
        <Typography.Text type="secondary">{text.agentHasNone(member.agent.username)}</Typography.Text>
        <Link className="lotto-action" to={agentPagePath(member.agent.id)}>
          {text.setAgent}
        </Link>
      </Flex>
    );
  }
  return (
    <Form
      discount={member.discount}
      maxDiscount={member.maxDiscount}
      maxHint={text.max(member.maxDiscount)}
      save={(discount) => setDiscount(member.id, discount)}
      onSaved={onSaved}
      savedSay={(answer) => text.saved(answer.discount)}
    />
  );
}
