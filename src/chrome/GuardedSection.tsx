import { useCallback, type ReactNode } from 'react';
import { useAppDispatch } from '../store/hooks';
import { sectionRenderFailed } from '../tracking';
import { ErrorBoundary } from './ErrorBoundary';

/** A named part of the chrome that fails alone: renders nothing, logs and reports (spec §8). */
export function GuardedSection({ name, children }: { name: string; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const report = useCallback(
    (error: Error) => dispatch(sectionRenderFailed({ section: name, message: error.message, stack: error.stack })),
    [dispatch, name],
  );
  return (
    <ErrorBoundary name={name} onError={report}>
      {children}
    </ErrorBoundary>
  );
}
