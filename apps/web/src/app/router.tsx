import { createBrowserRouter, redirect, type RouteObject } from "react-router";
import { RootLayout } from "./root-layout";
import { RouteError } from "./route-error";

type RouteModule = { default: React.ComponentType };

/** Route modules are split out and loaded on first visit. */
function lazyRoute(load: () => Promise<RouteModule>): RouteObject["lazy"] {
  return async () => ({ Component: (await load()).default });
}

/** Routes mirror the spec's URL paths (accounts §2, voices §2). */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      { path: "/", lazy: lazyRoute(() => import("../routes/home")) },
      { path: "/app/sign-in", lazy: lazyRoute(() => import("../routes/app/sign-in")) },
      { path: "/app/sign-up", lazy: lazyRoute(() => import("../routes/app/sign-up")) },
      {
        path: "/app",
        lazy: lazyRoute(() => import("../routes/app/layout")),
        children: [
          { index: true, loader: () => redirect("/app/speech-synthesis/text-to-speech") },
          { path: "speech-synthesis", loader: () => redirect("/app/speech-synthesis/text-to-speech") },
          {
            path: "speech-synthesis/text-to-speech",
            lazy: lazyRoute(() => import("../routes/app/speech-synthesis/text-to-speech")),
          },
          {
            path: "speech-synthesis/text-to-speech/history",
            lazy: lazyRoute(() => import("../routes/app/speech-synthesis/text-to-speech/history")),
          },
          { path: "settings", loader: () => redirect("/app/settings/api-keys") },
          { path: "settings/api-keys", lazy: lazyRoute(() => import("../routes/app/settings/api-keys")) },
          { path: "*", lazy: lazyRoute(() => import("../routes/not-found")) },
        ],
      },
      { path: "*", lazy: lazyRoute(() => import("../routes/not-found")) },
    ],
  },
];

/** The browser router of the app. */
export function createRouter() {
  return createBrowserRouter(routes);
}
