# Every image of this project, as targets of one file, so all of them install the workspace once
# and the same way. Build from the root:
#   docker build --target api -t vintage-garage/api .     (also the development OpenID provider:
#                                                          run dist/dev-oidc/index.js)
#   docker build --target host -t vintage-garage/host .   (the shell's build served by nginx; the
#                                                          registry, /remotes.json, is written from
#                                                          REMOTE_<NAME>_URL at start)
#   docker build --target remote --build-arg REMOTE=garage -t vintage-garage/remote-garage .
#                                                         (a remote's build served by nginx on its
#                                                          own origin, with CORS for HOST_ORIGIN;
#                                                          REMOTE: garage, community, account, admin)
# No `# syntax=` line: the builder's own Dockerfile frontend is used, so nothing is pulled for it.
# Build arguments (docs/deploy.md):
#   NODE_IMAGE, NGINX_IMAGE  the bases: the official images by default; scripts/compose/bases.sh
#                            makes local stand-ins where Docker Hub cannot be reached
#   SOURCE_MAPS=true         keep the *.map files (left out by default)
#   REMOTE                   the remote the `remote` target builds (required there)
#   VG_RELEASE_LABEL         the release a remote shows (its package version when empty)
# A build secret `ca` (a PEM bundle), when given, is the certificate bundle npm trusts.

ARG NODE_IMAGE=node:22-slim
ARG NGINX_IMAGE=nginx:1.27-alpine

FROM ${NODE_IMAGE} AS workspace
WORKDIR /repo
# Every workspace manifest first: `npm ci` needs them all, and this layer is
# reused until a manifest or the lockfile changes.
COPY package.json package-lock.json ./
# npm runs the root postinstall (the lockfile's platform stubs) after installing.
COPY scripts/lockfile-platform-stubs.mjs scripts/
COPY contract/package.json contract/
COPY shared/package.json shared/
COPY api/package.json api/
COPY host/package.json host/
COPY remote-garage/package.json remote-garage/
COPY remote-community/package.json remote-community/
COPY remote-account/package.json remote-account/
COPY remote-admin/package.json remote-admin/
COPY e2e/package.json e2e/
RUN --mount=type=cache,target=/root/.npm --mount=type=secret,id=ca NODE_EXTRA_CA_CERTS=$(test -s /run/secrets/ca && echo /run/secrets/ca) npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY contract contract
RUN npm run build -w @vg/contract

FROM workspace AS api-build
ARG SOURCE_MAPS=false
COPY api api
RUN npm run build -w @vg/api && \
    if [ "$SOURCE_MAPS" != true ]; then find api/dist contract/dist -name '*.map' -delete; fi

# The API's production dependencies only: no webpack, React or test tools, and none of what Node
# never loads (deploy/prune-production-modules.sh says what goes and why). Installed from the
# manifests alone, so this layer is reused until a manifest or the lockfile changes. Rendering an
# email afterwards proves mjml still has all it needs.
FROM workspace AS api-production-dependencies
COPY deploy/prune-production-modules.sh /opt/vg/
RUN --mount=type=cache,target=/root/.npm --mount=type=secret,id=ca rm -rf node_modules api/node_modules && \
    NODE_EXTRA_CA_CERTS=$(test -s /run/secrets/ca && echo /run/secrets/ca) npm ci --omit=dev --workspace @vg/api --no-audit --no-fund && \
    sh /opt/vg/prune-production-modules.sh node_modules && \
    node -e "require('mjml')('<mjml><mj-body><mj-text>ok</mj-text></mj-body></mjml>', { minify: false }).then((r) => { if (!r.html.includes('ok')) process.exit(1); })" && \
    mkdir -p api/node_modules

FROM ${NODE_IMAGE} AS api
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000
WORKDIR /app
# What reads a keeper's papers in the background: poppler's renderer and text extractor, Tesseract
# with the product's languages, libheif for phones' HEIC (docs/adr/0024-papers-kept-in-the-database-read-by-debian-tools.md).
RUN apt-get update && \
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      poppler-utils tesseract-ocr tesseract-ocr-eng tesseract-ocr-deu tesseract-ocr-fra \
      tesseract-ocr-ita libheif-examples && \
    rm -rf /var/lib/apt/lists/*
# Where the API writes (embedded database when DATABASE_URL is unset, files), and where compose
# keeps the JWT secret the entrypoint generates on first start (a volume; docs/deploy.md).
RUN mkdir -p /app/.data /app/secrets && chown node:node /app/.data /app/secrets
COPY deploy/api-entrypoint.sh /opt/vg/
COPY --from=api-production-dependencies /repo/package.json ./
COPY --from=api-production-dependencies /repo/node_modules node_modules
COPY --from=api-production-dependencies /repo/api/node_modules api/node_modules
COPY --from=api-build /repo/api/package.json api/
COPY --from=api-build /repo/api/data api/data
# The contract the API is built with (node_modules/@vg/contract links here).
COPY --from=api-build /repo/contract/package.json contract/
COPY --from=api-build /repo/contract/dist contract/dist
COPY --from=api-build /repo/api/dist api/dist
WORKDIR /app/api
# The base image's unprivileged user.
USER node
EXPOSE 4000 4400
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/v1/health').then((r) => (process.exitCode = r.ok ? 0 : 1))"]
# Writes a JWT secret to JWT_SECRET_FILE when that file does not exist yet, then runs the command.
ENTRYPOINT ["/bin/sh", "/opt/vg/api-entrypoint.sh"]
# Versioned migrations run when the API starts.
CMD ["node", "dist/index.js"]

# What the host and the remotes build alike: the shared front-end package on top of the install.
FROM workspace AS front-end-workspace
COPY shared shared

FROM front-end-workspace AS host-build
ARG SOURCE_MAPS=false
COPY host host
RUN npm run build -w @vg/host && \
    if [ "$SOURCE_MAPS" != true ]; then find host/dist -name '*.map' -delete; fi

# One remote's build, named by REMOTE: only its own folder is copied, so a change in one remote
# rebuilds that remote alone.
FROM front-end-workspace AS remote-build
ARG SOURCE_MAPS=false
ARG REMOTE
# Without REMOTE the build stops here, saying which names it takes.
COPY remote-${REMOTE:?garage|community|account|admin} remote-${REMOTE}
# Shown by the remote as its release (the package version when empty).
ARG VG_RELEASE_LABEL=""
RUN npm run build -w @vg/remote-${REMOTE} && \
    if [ "$SOURCE_MAPS" != true ]; then find remote-${REMOTE}/dist -name '*.map' -delete; fi

# What every nginx image runs as: the site's configuration, served on 8080 by the image's
# unprivileged nginx user, which writes only under /tmp/nginx. Each image adds its build at
# /srv/site and its entrypoint; the entrypoints' defaults match this layout (deploy/nginx/site.sh).
FROM ${NGINX_IMAGE} AS nginx-site
COPY deploy/nginx /opt/vg/nginx
# The health check reads the port.
ENV LISTEN_PORT=8080
USER 101:101
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null "http://127.0.0.1:${LISTEN_PORT}/healthz" || exit 1

FROM nginx-site AS remote
ARG REMOTE
COPY deploy/remote-entrypoint.sh /opt/vg/
COPY --from=remote-build /repo/remote-${REMOTE}/dist /srv/site
ENTRYPOINT ["/bin/sh", "/opt/vg/remote-entrypoint.sh"]

# Last, so that `docker build .` with no --target makes the host image.
FROM nginx-site AS host
COPY deploy/host-entrypoint.sh /opt/vg/
COPY --from=host-build /repo/host/dist /srv/site
ENTRYPOINT ["/bin/sh", "/opt/vg/host-entrypoint.sh"]
