#!/bin/sh
# Start of a remote's image: renders nginx for this remote and runs it.
#   HOST_ORIGIN   the host's origin, the only one CORS allows (http://localhost:8080)
#   RELEASES_DIR  versioned releases served at /releases/<version>/ (default
#                 /srv/releases: mount the team's releases folder there)
# Optional arguments replace the final nginx command.
set -eu
. "$(dirname -- "$0")/nginx/site.sh"

: "${HOST_ORIGIN:?HOST_ORIGIN must be the host origin, for example http://localhost:8080}"
printf '%s' "$HOST_ORIGIN" | grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]+)?$' ||
  fail "HOST_ORIGIN must be scheme://host[:port] with no path, got: $HOST_ORIGIN"
: "${RELEASES_DIR:=/srv/releases}"

render_site_and_exec remote.conf.template \
  'LISTEN_ADDRESS LISTEN_PORT SITE_ROOT RELEASES_DIR HOST_ORIGIN' "$@"
