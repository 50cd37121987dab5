import type { BillingPeriod, PricingPlan } from './pricing.ts';

export const messages = {
  th: {
    title: 'แพ็กเกจราคา',
    lead: 'เลือกแพ็กเกจที่เหมาะกับทีมของคุณ (หน้าตัวอย่างจากเทมเพลต)',
    periods: { monthly: 'รายเดือน', yearly: 'รายปี' } satisfies Record<BillingPeriod, string>,
    plans: { basic: 'Basic', standard: 'Standard', enterprise: 'Enterprise' } satisfies Record<PricingPlan['id'], string>,
    perMonth: '/เดือน',
    perYear: (total: string) => `${total} ต่อปี`,
    save: (percent: number) => `ประหยัด ${percent}%`,
    popular: 'ยอดนิยม',
    free: 'ฟรี',
    choose: 'เลือกแพ็กเกจนี้',
    loadFailed: 'โหลดแพ็กเกจไม่สำเร็จ',
    demoOnly: (plan: string) => `เลือก ${plan} แล้ว (ตัวอย่าง ไม่มีการชำระเงินจริง)`,
  },
  en: {
    title: 'Pricing',
    lead: 'Choose the plan that fits your team (a template demo page)',
    periods: { monthly: 'Monthly', yearly: 'Yearly' },
    plans: { basic: 'Basic', standard: 'Standard', enterprise: 'Enterprise' },
    perMonth: '/month',
    perYear: (total: string) => `${total} a year`,
    save: (percent: number) => `Save ${percent}%`,
    popular: 'Popular',
    free: 'Free',
    choose: 'Choose this plan',
    loadFailed: 'The plans could not be loaded',
    demoOnly: (plan: string) => `${plan} chosen (a demo: nothing is paid)`,
  },
};
