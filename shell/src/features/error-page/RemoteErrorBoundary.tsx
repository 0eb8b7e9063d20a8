// Each remote's page renders inside a boundary of its own: a page that throws while rendering shows
// the error page in its place (inside the layout, header and footer untouched), is reported with the
// remote's name and build, and the next navigation renders afresh. Nothing outside the page is lost:
// the router, the shell's state and the other families' pages keep working.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { RemoteName } from '@oap/contracts/federation/contract.ts';
import { LazyErrorPage } from './LazyErrorPage.tsx';
import { reportError } from '../monitoring/reportError.ts';
import { reportRender } from '@oap/shared/releases/healthReport.ts';

interface BoundaryProps {
  remote: RemoteName;
  /** The build that rendered, for the report. */
  build: string | undefined;
  /** Changes on navigation: a caught error is cleared when the reader moves on. */
  location: string;
  /** Told of a caught error (reloading the page when a newer build is known). */
  onError?: (error: unknown) => void;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  /** The location the error happened at. */
  at: string | null;
}

export class RemotePageBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, at: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('A page threw nothing in particular') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return null;
    if (state.at === null) return { at: props.location };
    // A new address: render the page again rather than the error of the last one.
    return state.at === props.location ? null : { error: null, at: null };
  }

  // Each page shown counts for its build's health, each caught error against it.
  override componentDidMount(): void {
    if (this.state.error === null) reportRender(this.props.remote, this.props.build, true);
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (previous.location !== this.props.location && this.state.error === null) reportRender(this.props.remote, this.props.build, true);
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error);
    reportRender(this.props.remote, this.props.build, false);
    reportError(error, { remote: this.props.remote, build: this.props.build, componentStack: info.componentStack ?? undefined });
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    if (this.state.error !== null) return <LazyErrorPage statusCode={500} />;
    return this.props.children;
  }
}

/** The boundary around one remote page, reset by the page's address. */
export function RemoteErrorBoundary({ remote, build, onError, children }: Omit<BoundaryProps, 'location'>) {
  const { pathname, search } = useLocation();
  return (
    <RemotePageBoundary remote={remote} build={build} location={`${pathname}${search}`} {...(onError ? { onError } : {})}>
      {children}
    </RemotePageBoundary>
  );
}
