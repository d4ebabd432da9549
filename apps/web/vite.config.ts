import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { packageImports } from "./build/package-imports.ts";
import { precompress } from "./build/precompress.ts";

const apiTarget = process.env.VOCABLE_API_URL ?? "http://127.0.0.1:8080";
// "/api/" with its slash: /api itself is a page of the web app (the API's public page).
const proxied = ["/v1", "/v2", "/api/", "/health", "/docs", "/openapi.json", "/sitemap.xml", "/robots.txt"];

export default defineConfig({
  plugins: [packageImports(), react(), tailwindcss(), precompress()],
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
  },
});
