import { useEffect, useRef } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useImportPollingQuery } from '../../__generated__/useImportPollingQuery.graphql.ts';

const POLL_MS = 2000;

const pollQuery = graphql`
  query useImportPollingQuery($userId: String!) {
    inventoryImport(userId: $userId) {
      ...RefreshInventory_run
    }
  }
`;

/**
 * While an import runs, re-reads it every 2 s (the store update re-renders the progress);
 * when it stops running, calls onFinished (the screen reloads its rows and stats).
 */
export function useImportPolling(userId: string, running: boolean, onFinished: () => void) {
  const environment = useRelayEnvironment();
  const wasRunning = useRef(running);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  useEffect(() => {
    if (wasRunning.current && !running) finished.current();
    wasRunning.current = running;
  }, [running]);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      fetchQuery<useImportPollingQuery>(environment, pollQuery, { userId }, { fetchPolicy: 'network-only' }).subscribe({});
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [running, environment, userId]);
}
