// JSON schemas and Thai labels of the sign-in fields, shared by the auth routes.
export const usernameField = { type: 'string', pattern: '^[A-Za-z0-9_]{3,20}$' } as const;

/** A password being set; its strength is checked by passwordWeakness() (Thai message). */
export const newPasswordField = { type: 'string', maxLength: 128, description: 'at least 8 characters, letters and digits' } as const;

export const CREDENTIAL_LABELS = {
  username: 'ชื่อผู้ใช้ (ภาษาอังกฤษ ตัวเลข หรือ _ ยาว 3–20 ตัว)',
  password: 'รหัสผ่าน',
} as const;
