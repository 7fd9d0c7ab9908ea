import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store';
import { lazyComponent } from '../ui/lazyComponent';
import { coachmarkRequested, selectCoachmarkStage } from './coachmarkSlice';

// Shown at most once a session, and never at first paint (COACHMARK_OPEN_DELAY): its code loads
// as the bar mounts, off the first paint's path, and is there when it shows.
const CoachmarkBox = lazyComponent(() => import('./CoachmarkBox').then((module) => module.CoachmarkBox));

/** The sign-in invitation under 'Sign In', for signed-out visitors (spec §2, §4). */
export function SignInCoachmark({ signInLink }: { signInLink?: string | undefined }) {
  const stage = useAppSelector(selectCoachmarkStage);
  const dispatch = useAppDispatch();

  useEffect(() => {
    dispatch(coachmarkRequested());
    CoachmarkBox.preload().catch(() => {
      // Its render tries again, and its error boundary reports a lasting failure.
    });
  }, [dispatch]);

  if (stage === 'init' || stage === 'hidden') return null;
  return <CoachmarkBox stage={stage} signInLink={signInLink} />;
}
