import { Component, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable.tsx';

interface Props {
  children: ReactNode;
  /** Told once the boundary has caught a crash (RemoteMount reports it: beacon.ts). */
  onCrash?: () => void;
}

/** Catches whatever a remote's page throws while rendering, so one remote cannot blank the host. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('remote page crashed', error);
    this.props.onCrash?.();
  }

  override render() {
    return this.state.failed ? <RemoteUnavailable /> : this.props.children;
  }
}
