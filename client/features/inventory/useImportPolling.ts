import { useEffect, useRef } from 'react';

const POLL_MS = 2000;

/**
 * While an import runs, calls `poll` every 2 s (the refetched run re-renders the progress);
 * when it stops running, calls onFinished (the screen reloads its rows and stats).
 */
export function useImportPolling(running: boolean, poll: () => void, onFinished: () => void) {
  const wasRunning = useRef(running);
  const latest = useRef({ poll, onFinished });
  latest.current = { poll, onFinished };

  useEffect(() => {
    if (wasRunning.current && !running) latest.current.onFinished();
    wasRunning.current = running;
  }, [running]);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => latest.current.poll(), POLL_MS);
    return () => clearInterval(timer);
  }, [running]);
}
