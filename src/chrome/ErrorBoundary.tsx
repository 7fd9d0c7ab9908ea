import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  name: string;
  onError: (error: Error) => void;
  children: ReactNode;
}

/** Renders nothing once its children fail, so one broken section never blanks the page. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[marquee] ${this.props.name} failed to render.`, error, info.componentStack);
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
