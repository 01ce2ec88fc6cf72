import { createBrowserRouter } from 'react-router';
import { loadQuery } from 'react-relay';
import { relayEnvironment } from '../relay/environment.ts';
import { AppShell } from '../components/AppShell.tsx';
import { RouteErrorPage } from '../components/RouteErrorPage.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { HomePage } from '../features/system/HomePage.tsx';
import HomePageQuery from '../__generated__/HomePageQuery.graphql.ts';

// Each route preloads its <Page>Query in its loader, so data and code load in parallel.
export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        index: true,
        loader: () => loadQuery(relayEnvironment, HomePageQuery, {}),
        element: <HomePage />,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
