import { GoButton, MiscResult, RetryButton } from './components/misc-result.tsx';

export function ErrorPage() {
  return (
    <MiscResult
      page="error"
      status="500"
      actions={[<RetryButton key="retry" />, <GoButton key="home" to="/" text="home" />]}
    />
  );
}
