import { Alert } from 'antd';

/** Why the last call failed, above the form's button. */
export function FormError({ error }: { error: string | null }) {
  return error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />;
}
