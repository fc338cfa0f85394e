#!/bin/sh
# Start of the API image (the API, the worker and the development OpenID provider all start here).
#   JWT_SECRET_FILE  when it names a file that does not exist yet, a random secret is written there
#       once (compose keeps it in a volume), so no JWT secret is shipped with the configuration
#       (docs/security.md T25). The API reads it; a second start, or another container on the same
#       volume, keeps the first one. With several hosts, give each the same file (a mounted secret)
#       or JWT_SECRET instead.
# The arguments are the command to run (the image's CMD by default).
set -eu

if [ -n "${JWT_SECRET_FILE:-}" ] && [ ! -e "$JWT_SECRET_FILE" ]; then
  umask 077
  directory=$(dirname -- "$JWT_SECRET_FILE")
  draft=$(mktemp "$directory/.jwt-secret.XXXXXX")
  node -e "process.stdout.write(require('node:crypto').randomBytes(48).toString('base64url'))" >"$draft"
  # A hard link appears whole or not at all, and fails if another container wrote the file first.
  if ln "$draft" "$JWT_SECRET_FILE" 2>/dev/null; then
    echo "api-entrypoint: wrote a new random JWT secret to $JWT_SECRET_FILE" >&2
  fi
  rm -f "$draft"
fi

exec "$@"
