// The demo remote's pages in the back-office menu (docs/architecture.md, "The demo remote"). The
// host draws the menu before any demo code is fetched, so the entries live here, in the contract
// both sides share; the demo remote's tests check that each entry is one of its routes.
import type { NavItem } from './menu.ts';

export interface DemoNavItem extends NavItem {
  /** The addresses the entry stands for in the menu: this path and everything under it (default: `path`). */
  area?: string;
}

export interface DemoNavGroup {
  key: string;
  label: { th: string; en: string };
  items: readonly DemoNavItem[];
}

export const DEMO_MENU: readonly DemoNavGroup[] = [
  {
    key: 'demo-apps',
    label: { th: 'แอปตัวอย่าง', en: 'Demo apps' },
    items: [
      { key: 'demo-email', path: '/apps/email', label: { th: 'อีเมล', en: 'Email' } },
      { key: 'demo-chat', path: '/apps/chat', label: { th: 'แชต', en: 'Chat' } },
      { key: 'demo-todo', path: '/apps/todo', label: { th: 'งานที่ต้องทำ', en: 'Todo' } },
      { key: 'demo-calendar', path: '/apps/calendar', label: { th: 'ปฏิทิน', en: 'Calendar' } },
      { key: 'demo-invoice', path: '/apps/invoice/list', area: '/apps/invoice', label: { th: 'ใบแจ้งหนี้', en: 'Invoices' } },
      { key: 'demo-users', path: '/apps/users/list', area: '/apps/users', label: { th: 'ผู้ใช้', en: 'Users' } },
      { key: 'demo-shop', path: '/apps/e-commerce/shop', area: '/apps/e-commerce', label: { th: 'ร้านค้า', en: 'Shop' } },
    ],
  },
  {
    key: 'demo-dashboards',
    label: { th: 'แดชบอร์ดตัวอย่าง', en: 'Demo dashboards' },
    items: [
      { key: 'demo-analytics', path: '/dashboard/analytics', label: { th: 'การวิเคราะห์', en: 'Analytics' } },
      { key: 'demo-ecommerce', path: '/dashboard/ecommerce', label: { th: 'อีคอมเมิร์ซ', en: 'E-commerce' } },
    ],
  },
  {
    key: 'demo-pages',
    label: { th: 'หน้าตัวอย่าง', en: 'Demo pages' },
    items: [
      { key: 'demo-account-settings', path: '/pages/account-settings', label: { th: 'ตั้งค่าบัญชี', en: 'Account settings' } },
      { key: 'demo-profile', path: '/pages/profile', label: { th: 'โปรไฟล์', en: 'Profile' } },
      { key: 'demo-faq', path: '/pages/faq', label: { th: 'คำถามที่พบบ่อย', en: 'FAQ' } },
      { key: 'demo-knowledge-base', path: '/pages/knowledge-base', label: { th: 'ฐานความรู้', en: 'Knowledge base' } },
      { key: 'demo-pricing', path: '/pages/pricing', label: { th: 'ราคา', en: 'Pricing' } },
      { key: 'demo-blog', path: '/pages/blog/list', area: '/pages/blog', label: { th: 'บล็อก', en: 'Blog' } },
    ],
  },
  {
    key: 'demo-showcase',
    label: { th: 'ส่วนประกอบหน้าจอ', en: 'UI showcase' },
    items: [
      { key: 'demo-ui-cards', path: '/ui/cards', label: { th: 'การ์ด', en: 'Cards' } },
      { key: 'demo-ui-elements', path: '/ui/elements', label: { th: 'องค์ประกอบ UI', en: 'UI elements' } },
      { key: 'demo-ui-layouts', path: '/ui/layouts', label: { th: 'เลย์เอาต์', en: 'Layouts' } },
      { key: 'demo-components', path: '/components/overview', label: { th: 'คอมโพเนนต์', en: 'Components' } },
      { key: 'demo-extensions', path: '/components/extensions', label: { th: 'ส่วนขยาย', en: 'Extensions' } },
      { key: 'demo-form-elements', path: '/forms/elements', label: { th: 'องค์ประกอบฟอร์ม', en: 'Form elements' } },
      { key: 'demo-wizard', path: '/forms/wizard', label: { th: 'ฟอร์มหลายขั้นตอน', en: 'Wizard' } },
      { key: 'demo-validation', path: '/forms/validation', label: { th: 'การตรวจสอบฟอร์ม', en: 'Validation' } },
      { key: 'demo-repeater', path: '/forms/repeater', label: { th: 'รายการซ้ำ', en: 'Repeater' } },
      { key: 'demo-tables', path: '/tables/data', label: { th: 'ตาราง', en: 'Tables' } },
      { key: 'demo-charts', path: '/charts/overview', label: { th: 'กราฟ', en: 'Charts' } },
      { key: 'demo-maps', path: '/maps/branches', label: { th: 'แผนที่', en: 'Maps' } },
    ],
  },
];

/** The demo menu entry that stands for `pathname`, if any. */
export function demoNavItemFor(pathname: string): DemoNavItem | undefined {
  return DEMO_MENU.flatMap((group) => group.items).find(({ path, area = path }) => pathname === area || pathname.startsWith(`${area}/`));
}
