import { GoButton, MiscResult } from './components/misc-result.tsx';

export function ComingSoonPage() {
  return <MiscResult page="comingSoon" status="info" actions={<GoButton to="/" text="home" primary />} />;
}
