import { GoButton, MiscResult } from './components/misc-result.tsx';

export function NotFoundPage() {
  return <MiscResult page="notFound" status="404" actions={<GoButton to="/" text="home" primary />} />;
}
