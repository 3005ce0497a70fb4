# syntax=docker/dockerfile:1
# The portfolio: built in one stage, run in the next as the unprivileged `node` user, with production
# dependencies only, the compiled server and the built site. Messages live on the /data volume.
# pipeline/container/runtime-stage.test.ts replays the final stage's COPY and npm lines without Docker.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The lock records the build tools' native packages for linux-x64 only (README, "Deploying"), so
# npm ci, which wants every platform's, would refuse it; npm install keeps the locked versions.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
# Without the build tools the lock is complete, so npm ci installs exactly it. No install script is
# needed: better-sqlite3 13 carries its prebuilt binary.
RUN npm pkg delete devDependencies && npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
# The server's user owns the build: build/private is owner-only (0700, files 0600), as the build writes
# it, and the server checks at start that it still is (docs/deployment.md#in-a-container).
COPY --from=build --chown=node:node /app/build ./build
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The compiled server with node itself, not npm start: no build step, and signals reach Node directly.
CMD ["node", "build/server/index.js"]
