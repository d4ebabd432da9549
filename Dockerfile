# Vocable: one image, the README's build and start commands. No Docker engine runs where this
# project is developed, so this file is checked by a test (apps/server/src/platform/deploy-files.test.ts)
# rather than built there.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund && npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
# MALLOC_ARENA_MAX=2: as in the server's start script, so memory that stopped speech threads free
# goes back to the system instead of staying in per-thread malloc arenas.
ENV NODE_ENV=production DATA_DIR=/data PORT=8080 MALLOC_ARENA_MAX=2
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
WORKDIR /app/apps/server
EXPOSE 8080
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=4s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/main.js"]
