/**
 * Who can resume an expired session (decision 0206): the shell registers its re-login dialog
 * while it is on screen. Without one (login, navigation, the shell still loading) a 401 runs
 * the §4 flow at once: the login-timed-out message for 3 s, then the redirect.
 */
type ResumeHandler = () => Promise<boolean>;

let handler: ResumeHandler | undefined;

/** Registers the handler; the returned function unregisters it. */
export function setResumeHandler(next: ResumeHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = undefined;
  };
}

/** The request client's `resumeSession`: undefined when nothing can resume now. */
export function resumeSession(): Promise<boolean> | undefined {
  return handler?.();
}
