import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { createRouter } from "#app/router";
import { PlayerProvider } from "#features/speech/player/player-provider";
import { initTheme } from "#app/theme/theme-store";
import { createQueryClient } from "#lib/query-client";
import "./styles.css";

initTheme();

const queryClient = createQueryClient();
const router = createRouter();
const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <PlayerProvider>
        <RouterProvider router={router} />
      </PlayerProvider>
    </QueryClientProvider>
  </StrictMode>,
);
