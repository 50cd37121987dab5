// JSON schemas and Thai labels of the account fields that registration, login, password reset and
// the back office's account creation (routes.ts) have in common.
export const usernameField = { type: 'string', pattern: '^[A-Za-z0-9_]{3,20}$' } as const;

/** What back-office lists search usernames (and phones) for: part of one, any letter case. */
export const usernameSearchField = {
  type: 'string',
  pattern: '^[A-Za-z0-9_]{1,20}$',
  description: 'part of the username (any letter case): 1–20 of A–Z a–z 0–9 _',
} as const;

/** Its Thai label, for validation messages. */
export const USERNAME_SEARCH_LABEL = 'คำค้นหา (ภาษาอังกฤษ ตัวเลข หรือ _ ไม่เกิน 20 ตัว)';

/** A password being set; its strength is checked by passwordWeakness() (Thai message). */
export const newPasswordField = { type: 'string', maxLength: 128, description: 'at least 8 characters, letters and digits' } as const;

export const phoneField = { type: 'string', pattern: '^0[0-9]{8,9}$' } as const;

/** The bank account withdrawals are paid to. */
export const bankFields = {
  bankCode: { type: 'string', pattern: '^[A-Z]{2,10}$', description: 'e.g. KBANK, SCB, BBL, KTB' },
  bankAccountNo: { type: 'string', pattern: '^[0-9]{10,15}$' },
  bankAccountName: { type: 'string', minLength: 2, maxLength: 100, pattern: "^[\\p{L}\\p{M} .'-]+$" },
} as const;

export const CREDENTIAL_LABELS = {
  username: 'ชื่อผู้ใช้ (ภาษาอังกฤษ ตัวเลข หรือ _ ยาว 3–20 ตัว)',
  password: 'รหัสผ่าน',
} as const;

export const ACCOUNT_LABELS = {
  ...CREDENTIAL_LABELS,
  phone: 'เบอร์โทรศัพท์ (ตัวเลข 9–10 หลัก ขึ้นต้นด้วย 0)',
  bankCode: 'ธนาคาร',
  bankAccountNo: 'เลขที่บัญชีธนาคาร (ตัวเลข 10–15 หลัก)',
  bankAccountName: 'ชื่อบัญชีธนาคาร',
  acceptAge20: 'การยืนยันอายุ 20 ปีขึ้นไป',
} as const;
