import { StrictMode, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { RelayEnvironmentProvider } from 'react-relay';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './theme/index.ts';
import { relayEnvironment, subscribeToEnvironment } from './relay/environment.ts';
import { router } from './routes/router.tsx';
import { ToasterHost } from './components/ui/toaster-host.tsx';

function App() {
  // A new Relay store after each sign-in or sign-out: nothing of one session shows in the next.
  const environment = useSyncExternalStore(subscribeToEnvironment, relayEnvironment);
  return (
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
      <ToasterHost />
    </RelayEnvironmentProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <App />
    </ChakraProvider>
  </StrictMode>,
);
