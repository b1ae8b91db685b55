# syntax=docker/dockerfile:1
# The portal as a container (README, "Container"): built in one stage, run from a small one as the
# unprivileged `node` user, with no development dependencies. Data (the SQLite file when DATABASE_URL
# is unset, the mail outbox, uploads without object storage) lives in the /data volume.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
# better-sqlite3 and argon2 build from source when no prebuilt binary matches.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# The server's own dependencies only: what the bundle leaves outside (native modules, lazy libraries).
RUN rm -rf node_modules && npm ci --omit=dev --workspace apps/server --no-audit --no-fund

FROM ${NODE_IMAGE}
# jemalloc instead of glibc's malloc (docs/decisions/0104-memory-given-back-after-a-crowd.md): with glibc a
# process that served a crowd (thousands of sockets, answers and streams come and gone) keeps the freed
# memory scattered through its heap and never gives it back; jemalloc returns freed pages to the system,
# its background thread doing so while the process is idle. Linked by a fixed name whatever the machine's
# architecture directory.
RUN apt-get update && apt-get install -y --no-install-recommends libjemalloc2 \
  && rm -rf /var/lib/apt/lists/* \
  && ln -s "$(ls /usr/lib/*-linux-gnu/libjemalloc.so.2)" /usr/local/lib/libjemalloc.so.2
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data \
  LD_PRELOAD=/usr/local/lib/libjemalloc.so.2 \
  MALLOC_CONF=background_thread:true,dirty_decay_ms:5000,muzzy_decay_ms:0
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/packages/shared ./packages/shared
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Liveness (docs/decisions/0088-liveness-and-readiness.md): a busy process is not restarted.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--max-semi-space-size=8", "--expose-gc", "apps/server/dist/start.js"]
