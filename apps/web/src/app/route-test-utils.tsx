/** Test helpers of the route tests: the app's whole route table rendered at a path. */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildRouteObjects } from './router.tsx';
import { TestProviders } from './test-utils.tsx';

/** Renders the app's route table at `path` inside the test providers; answers the router. */
export function renderRoutesAt(path: string) {
  const router = createMemoryRouter(buildRouteObjects(), { initialEntries: [path] });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}
