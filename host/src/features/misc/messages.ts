// Every text of the misc pages: Thai first, English available.
const th = {
  home: 'กลับหน้าหลัก',
  retry: 'ลองใหม่',
  signIn: 'เข้าสู่ระบบ',
  comingSoon: { title: 'เร็ว ๆ นี้', subtitle: 'หน้านี้กำลังพัฒนา จะเปิดให้ใช้งานเร็ว ๆ นี้' },
  notAuthorized: { title: 'ไม่มีสิทธิ์เข้าถึงหน้านี้', subtitle: 'บัญชีของคุณไม่มีสิทธิ์ใช้งานส่วนนี้ หากคิดว่าไม่ถูกต้อง กรุณาติดต่อทีมงาน' },
  underMaintenance: { title: 'ปิดปรับปรุงระบบชั่วคราว', subtitle: 'ขออภัยในความไม่สะดวก กรุณาลองใหม่อีกครั้งในภายหลัง' },
  error: { title: 'เกิดข้อผิดพลาด', subtitle: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง' },
  notFound: { title: 'ไม่พบหน้าที่คุณต้องการ', subtitle: 'หน้านี้อาจถูกย้ายหรือไม่มีอยู่ กรุณาตรวจสอบที่อยู่อีกครั้ง' },
};

const en: typeof th = {
  home: 'Back to home',
  retry: 'Try again',
  signIn: 'Sign in',
  comingSoon: { title: 'Coming soon', subtitle: 'This page is being built and opens soon.' },
  notAuthorized: { title: 'You may not open this page', subtitle: 'Your account may not use this part. If that seems wrong, please contact support.' },
  underMaintenance: { title: 'Down for maintenance', subtitle: 'Sorry for the inconvenience. Please try again later.' },
  error: { title: 'Something went wrong', subtitle: 'The system has a temporary problem. Please try again.' },
  notFound: { title: 'Page not found', subtitle: 'This page may have moved or never existed. Please check the address.' },
};

export const messages = { th, en };
export type MiscMessages = typeof th;
