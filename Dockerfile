# Parley: one image with the API (NestJS on Fastify) and the web app it serves.
#
#   docker build -t parley .
#   docker compose up --build        # with PostgreSQL and Keycloak, see docs/docker.md
#
# Stage 1 installs every dependency and builds with Nx; stage 2 installs the runtime dependencies
# only and takes the built output. Nothing from the build stage's node_modules reaches the image.

ARG NODE_VERSION=24

# ---------------------------------------------------------------------------------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
ENV NX_DAEMON=false \
    NX_NO_CLOUD=true \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false

# The manifests first, so that the install layer is reused until a dependency changes.
# Every npm workspace (libs/*, apps/*) needs its package.json here: add new ones to both stages.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY libs/contracts/package.json libs/contracts/
COPY libs/scoring/package.json libs/scoring/
RUN npm ci

COPY . .
# Builds @parley/contracts and @parley/scoring first (build dependsOn ^build in nx.json).
RUN npx nx run-many -t build --projects=@parley/api,@parley/web

# ---------------------------------------------------------------------------------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/.data \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
WORKDIR /app

# All runtime dependencies are in the root package.json; npm links the workspace packages
# (node_modules/@parley/* -> libs/*, apps/*) from their package.json files.
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY libs/contracts/package.json libs/contracts/
COPY libs/scoring/package.json libs/scoring/
RUN npm ci --omit=dev && npm cache clean --force

# The built output, owned by root and read-only for the user the app runs as.
COPY --from=build /src/libs/contracts/dist libs/contracts/dist
COPY --from=build /src/libs/scoring/dist libs/scoring/dist
COPY --from=build /src/apps/api/dist apps/api/dist
COPY --from=build /src/apps/web/dist apps/web/dist

# The only writable place: the embedded database (when DATABASE_URL is unset) and the generated
# session key (when SESSION_SECRET is unset, development only).
RUN mkdir -p /app/.data && chown node:node /app/.data

USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/main.js"]
