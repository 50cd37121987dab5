// Every text of the sign-in, registration and password pages: Thai first, English available.
import { SITE_NAME } from '@tanghuay/shared-auth';
import type { BankCode, Field, Problem } from './model/account-rules.ts';
import type { Audience } from './login-page.tsx';

interface FieldTexts extends Record<Problem, string> {
  label: string;
}

const th = {
  brand: {
    name: SITE_NAME,
    headline: 'แทงหวยออนไลน์ ง่าย ปลอดภัย',
    tagline: 'แทงหวยออนไลน์ หวยรัฐบาล ลาว ฮานอย หวยหุ้น ครบในที่เดียว',
    text: 'หวยรัฐบาล หวยลาว หวยฮานอย หวยหุ้น ครบในที่เดียว ดูผล ตรวจโพย และเติมเงินได้ทุกที่',
    note: 'สำหรับผู้มีอายุ 20 ปีขึ้นไป โปรดเล่นอย่างมีสติ',
  },
  fields: {
    username: {
      label: 'ชื่อผู้ใช้',
      required: 'กรุณากรอกชื่อผู้ใช้',
      invalid: 'ชื่อผู้ใช้ต้องเป็นภาษาอังกฤษ ตัวเลข หรือ _ ยาว 3–20 ตัว',
    },
    password: { label: 'รหัสผ่าน', required: 'กรุณากรอกรหัสผ่าน', invalid: 'กรุณากรอกรหัสผ่าน' },
    newPassword: {
      label: 'ตั้งรหัสผ่าน',
      required: 'กรุณาตั้งรหัสผ่าน',
      invalid: 'รหัสผ่านต้องยาวอย่างน้อย 8 ตัวอักษร และมีทั้งตัวอักษรและตัวเลข',
    },
    phone: {
      label: 'เบอร์โทรศัพท์',
      required: 'กรุณากรอกเบอร์โทรศัพท์',
      invalid: 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 9–10 หลัก ขึ้นต้นด้วย 0',
    },
    bankCode: { label: 'ธนาคาร', required: 'กรุณาเลือกธนาคาร', invalid: 'กรุณาเลือกธนาคาร' },
    bankAccountNo: {
      label: 'เลขที่บัญชีธนาคาร',
      required: 'กรุณากรอกเลขที่บัญชีธนาคาร',
      invalid: 'เลขที่บัญชีต้องเป็นตัวเลข 10–15 หลัก ไม่ต้องใส่ขีด',
    },
    bankAccountName: {
      label: 'ชื่อบัญชีธนาคาร',
      required: 'กรุณากรอกชื่อบัญชีธนาคาร',
      invalid: 'ชื่อบัญชีต้องเป็นตัวอักษร ยาว 2–100 ตัว (ไม่มีตัวเลข)',
    },
    resetCode: {
      label: 'รหัสรีเซ็ต',
      required: 'กรุณากรอกรหัสรีเซ็ต',
      invalid: 'รหัสรีเซ็ตต้องเป็นตัวอักษรหรือตัวเลข 8 ตัว',
    },
    acceptAge20: {
      label: 'ฉันมีอายุ 20 ปีขึ้นไป และยอมรับข้อกำหนดและเงื่อนไขการใช้งาน',
      required: 'ต้องมีอายุ 20 ปีขึ้นไปและยอมรับข้อกำหนดจึงจะสมัครสมาชิกได้',
      invalid: 'ต้องมีอายุ 20 ปีขึ้นไปและยอมรับข้อกำหนดจึงจะสมัครสมาชิกได้',
    },
  } satisfies Record<Field, FieldTexts>,
  confirm: { label: 'ยืนยันรหัสผ่าน', required: 'กรุณากรอกรหัสผ่านอีกครั้ง', invalid: 'รหัสผ่านทั้งสองช่องไม่ตรงกัน' },
  hints: {
    username: 'ภาษาอังกฤษ ตัวเลข หรือ _ ยาว 3–20 ตัว',
    newPassword: 'อย่างน้อย 8 ตัวอักษร มีทั้งตัวอักษรและตัวเลข',
    bankAccountName: 'ตรงกับชื่อบัญชีธนาคาร ใช้สำหรับถอนเงิน',
  },
  banks: {
    KBANK: 'กสิกรไทย',
    SCB: 'ไทยพาณิชย์',
    BBL: 'กรุงเทพ',
    KTB: 'กรุงไทย',
    BAY: 'กรุงศรีอยุธยา',
    TTB: 'ทหารไทยธนชาต',
    GSB: 'ออมสิน',
    BAAC: 'ธ.ก.ส.',
    KKP: 'เกียรตินาคินภัทร',
    CIMBT: 'ซีไอเอ็มบี ไทย',
    UOBT: 'ยูโอบี',
    LHFG: 'แลนด์ แอนด์ เฮ้าส์',
    GHB: 'อาคารสงเคราะห์',
    TISCO: 'ทิสโก้',
  } satisfies Record<BankCode, string>,
  login: {
    titles: { member: 'เข้าสู่ระบบ', manage: 'เข้าสู่ระบบหลังบ้าน', demo: 'เข้าสู่ระบบทดลอง' } satisfies Record<Audience, string>,
    subtitles: {
      member: 'ยินดีต้อนรับ กรุณาเข้าสู่ระบบเพื่อแทงหวย',
      manage: 'สำหรับเอเย่นต์และเจ้าหน้าที่',
      demo: 'ทดลองใช้งานระบบด้วยบัญชีตัวอย่าง',
    } satisfies Record<Audience, string>,
    submit: 'เข้าสู่ระบบ',
    forgot: 'ลืมรหัสผ่าน?',
    noAccount: 'ยังไม่มีบัญชี?',
    register: 'สมัครสมาชิก',
    tryDemo: 'ทดลองเล่นด้วยบัญชีตัวอย่าง',
    sessionRevoked: 'เซสชันของคุณสิ้นสุดแล้ว เนื่องจากมีการเข้าสู่ระบบหรือเปลี่ยนรหัสผ่านจากอุปกรณ์อื่น',
    sessionExpired: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่',
  },
  demo: {
    title: 'บัญชีทดลอง',
    off: 'บัญชีทดลองปิดใช้งานอยู่ในระบบนี้',
    signInAs: 'เข้าสู่ระบบ',
  },
  register: {
    title: 'สมัครสมาชิก',
    subtitle: 'สมัครง่าย ใช้เวลาไม่ถึงนาที บัญชีธนาคารใช้สำหรับรับเงินถอน',
    submit: 'สมัครสมาชิก',
    bankPlaceholder: 'เลือกธนาคาร',
    haveAccount: 'มีบัญชีอยู่แล้ว?',
    signIn: 'เข้าสู่ระบบ',
  },
  forgot: {
    title: 'ลืมรหัสผ่าน',
    subtitle: 'ตั้งรหัสผ่านใหม่ด้วยรหัสรีเซ็ตแบบใช้ครั้งเดียว',
    why: 'เพื่อความปลอดภัยของบัญชี ระบบไม่ส่งรหัสผ่านทางอีเมลหรือ SMS',
    steps: [
      'ติดต่อเอเย่นต์ของคุณหรือทีมงาน เพื่อขอรหัสรีเซ็ต 8 ตัว',
      'รหัสรีเซ็ตใช้ได้ครั้งเดียว ภายใน 30 นาที',
      'กรอกชื่อผู้ใช้ รหัสรีเซ็ต และตั้งรหัสผ่านใหม่',
    ],
    haveCode: 'ฉันมีรหัสรีเซ็ตแล้ว',
    back: 'กลับไปหน้าเข้าสู่ระบบ',
  },
  reset: {
    title: 'ตั้งรหัสผ่านใหม่',
    subtitle: 'กรอกรหัสรีเซ็ตที่ได้รับจากเอเย่นต์หรือทีมงาน (ใช้ได้ 30 นาที)',
    submit: 'ตั้งรหัสผ่านใหม่',
    noCode: 'ยังไม่มีรหัสรีเซ็ต?',
    howToGet: 'ดูวิธีขอรหัส',
    done: 'ตั้งรหัสผ่านใหม่เรียบร้อยแล้ว',
    doneNote: 'ทุกอุปกรณ์ที่เคยเข้าสู่ระบบด้วยบัญชีนี้ถูกออกจากระบบแล้ว กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่',
    signIn: 'เข้าสู่ระบบ',
    back: 'กลับไปหน้าเข้าสู่ระบบ',
  },
};

const en: typeof th = {
  brand: {
    name: SITE_NAME,
    headline: 'Online lottery, simple and safe',
    tagline: 'Online lottery: Thai government, Lao, Hanoi and stock lotteries in one place',
    text: 'Thai government, Lao, Hanoi and stock lotteries in one place: results, slips and top-ups wherever you are.',
    note: 'For people aged 20 or older. Please play responsibly.',
  },
  fields: {
    username: {
      label: 'Username',
      required: 'Please enter your username.',
      invalid: 'A username has 3–20 English letters, digits or _.',
    },
    password: { label: 'Password', required: 'Please enter your password.', invalid: 'Please enter your password.' },
    newPassword: {
      label: 'Choose a password',
      required: 'Please choose a password.',
      invalid: 'The password needs at least 8 characters with letters and digits.',
    },
    phone: {
      label: 'Phone number',
      required: 'Please enter your phone number.',
      invalid: 'A phone number has 9–10 digits and starts with 0.',
    },
    bankCode: { label: 'Bank', required: 'Please choose your bank.', invalid: 'Please choose your bank.' },
    bankAccountNo: {
      label: 'Bank account number',
      required: 'Please enter your bank account number.',
      invalid: 'An account number has 10–15 digits, without dashes.',
    },
    bankAccountName: {
      label: 'Bank account name',
      required: 'Please enter the name on the bank account.',
      invalid: 'The account name has 2–100 letters (no digits).',
    },
    resetCode: {
      label: 'Reset code',
      required: 'Please enter the reset code.',
      invalid: 'The reset code has 8 letters or digits.',
    },
    acceptAge20: {
      label: 'I am 20 or older and accept the terms and conditions',
      required: 'You must be 20 or older and accept the terms to register.',
      invalid: 'You must be 20 or older and accept the terms to register.',
    },
  },
  confirm: { label: 'Confirm password', required: 'Please enter the password again.', invalid: 'The two passwords differ.' },
  hints: {
    username: '3–20 English letters, digits or _',
    newPassword: 'At least 8 characters with letters and digits',
    bankAccountName: 'As on your bank account; used for withdrawals',
  },
  banks: {
    KBANK: 'Kasikornbank',
    SCB: 'Siam Commercial Bank',
    BBL: 'Bangkok Bank',
    KTB: 'Krungthai Bank',
    BAY: 'Krungsri (Bank of Ayudhya)',
    TTB: 'TMBThanachart Bank',
    GSB: 'Government Savings Bank',
    BAAC: 'BAAC',
    KKP: 'Kiatnakin Phatra Bank',
    CIMBT: 'CIMB Thai',
    UOBT: 'UOB Thailand',
    LHFG: 'Land and Houses Bank',
    GHB: 'Government Housing Bank',
    TISCO: 'TISCO Bank',
  },
  login: {
    titles: { member: 'Sign in', manage: 'Back-office sign-in', demo: 'Demo sign-in' },
    subtitles: {
      member: 'Welcome. Sign in to place your bets.',
      manage: 'For agents and staff',
      demo: 'Try the system with a sample account',
    },
    submit: 'Sign in',
    forgot: 'Forgot password?',
    noAccount: 'No account yet?',
    register: 'Register',
    tryDemo: 'Try it with a demo account',
    sessionRevoked: 'You were signed out because your account signed in or changed its password on another device.',
    sessionExpired: 'Your session has expired. Please sign in again.',
  },
  demo: {
    title: 'Demo accounts',
    off: 'Demo accounts are turned off on this system.',
    signInAs: 'Sign in',
  },
  register: {
    title: 'Register',
    subtitle: 'It takes less than a minute. Withdrawals are paid to your bank account.',
    submit: 'Register',
    bankPlaceholder: 'Choose a bank',
    haveAccount: 'Already registered?',
    signIn: 'Sign in',
  },
  forgot: {
    title: 'Forgot password',
    subtitle: 'Set a new password with a one-time reset code',
    why: 'To keep accounts safe, passwords are never sent by e-mail or SMS.',
    steps: [
      'Ask your agent or the support team for an 8-character reset code.',
      'The code works once, within 30 minutes.',
      'Enter your username, the code and a new password.',
    ],
    haveCode: 'I have a reset code',
    back: 'Back to sign-in',
  },
  reset: {
    title: 'Set a new password',
    subtitle: 'Enter the reset code from your agent or the support team (valid 30 minutes)',
    submit: 'Set new password',
    noCode: 'No reset code yet?',
    howToGet: 'How to get one',
    done: 'Your new password is set',
    doneNote: 'Every device signed in to this account has been signed out. Please sign in with the new password.',
    signIn: 'Sign in',
    back: 'Back to sign-in',
  },
};

export const messages = { th, en };
export type AuthMessages = typeof th;
