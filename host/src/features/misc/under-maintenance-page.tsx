import { MiscResult, RetryButton } from './components/misc-result.tsx';

export function UnderMaintenancePage() {
  return <MiscResult page="underMaintenance" status="warning" actions={<RetryButton />} />;
}
