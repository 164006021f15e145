# syntax=docker/dockerfile:1
# Build with the full toolchain; run only Next's standalone output (server.js + the traced node_modules),
# public/ and .next/static, as a non-root user. See README "Self-hosting".

FROM node:20-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# npm ci rejects this lockfile (it lacks other platforms' optional packages); install scripts are not needed.
RUN npm install --no-audit --no-fund --ignore-scripts
COPY . .
# The canonical address goes into metadata, sitemap and OG images at build time.
ARG SITE_URL
ENV SITE_URL=${SITE_URL}
# The demo area and /privatliv name the demo's language model and its host, if any (issue 37; the key stays a runtime secret).
ARG DEMO_MODEL_URL
ARG DEMO_MODEL_NAME
ENV DEMO_MODEL_URL=${DEMO_MODEL_URL} DEMO_MODEL_NAME=${DEMO_MODEL_NAME}
RUN npm run build && node scripts/build/bundle-migrate.mjs

# compose.yaml's scheduler service (target: scheduler): the crons where the site runs itself. Only its script and
# vercel.json, from the same checkout as the site, so it calls exactly the paths this build serves; it needs none of
# the build stage, and the same base image as the site (one pull).
FROM node:20-slim AS scheduler
WORKDIR /app
COPY --chown=node:node scripts/scheduler ./scripts/scheduler
COPY --chown=node:node vercel.json ./vercel.json
USER node
CMD ["node", "scripts/scheduler/run.mjs"]

# The site (the last stage, so a plain `docker build .` gives the site).
FROM node:20-slim AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    PGLITE_DATA_DIR=/data/pglite
# The image's own "node" user (uid 1000); /data holds the embedded PGlite database when DATABASE_URL is unset.
RUN mkdir -p /data && chown node:node /data
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/.next/static ./.next/static
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The production secrets first (lib/env.js names a missing one and exits 1), then migrations (DATABASE_URL, else the
# PGlite folder), then the server; exec so it gets the stop signal.
CMD ["sh", "-c", "node check-env.mjs && node db/migrate.mjs && exec node server.js"]
