import { createBrowserRouter, generatePath, type RouteObject, redirect } from 'react-router';
import { AppLayout } from '../shell/AppLayout.tsx';
import { FirstScreenLoading } from '../shell/FirstScreenLoading.tsx';
import { RouteErrorPage } from '../shell/RouteErrorPage.tsx';
import { redirects } from './redirects.ts';
import { notFoundRoute, type PageRoute, pageRoutes } from './route-table.ts';
import type { ScreenLoader } from './screens.ts';

/** Which code draws a page: its own screen in the app; a component test may draw a stand-in where the screen is not its subject. */
export type ScreenOf = (page: PageRoute) => ScreenLoader;

const ownScreen: ScreenOf = (page) => page.screen;

function toRedirectRoute({ from, to }: { from: string; to: string }): RouteObject {
  return {
    path: from,
    loader: ({ params, request }) => {
      const { search } = new URL(request.url);
      return redirect(`${generatePath(to, params)}${search}`);
    },
  };
}

/** The app's routes: every page of the route table and every redirect, inside the shell and its gate. */
export function appRoutes(screenOf: ScreenOf = ownScreen): RouteObject[] {
  const toRouteObject = (page: PageRoute): RouteObject => ({
    path: page.path,
    handle: { meta: page.meta },
    lazy: screenOf(page),
  });
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      // Every page's code is lazy: on a first load the router waits for it, showing this meanwhile.
      HydrateFallback: FirstScreenLoading,
      children: [...pageRoutes.map(toRouteObject), ...redirects.map(toRedirectRoute), toRouteObject(notFoundRoute)],
    },
  ];
}

export const routes = appRoutes();

export const router = createBrowserRouter(routes);
