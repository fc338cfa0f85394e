#!/usr/bin/env bash
# Installs what `npm run compose:test` needs on a Debian bookworm machine (CI runs it; a developer
# with Docker already installed never needs it). Run as root:
#   - docker.io (the engine, 20.10) and mmdebstrap (local base images) from bookworm;
#   - the Compose v2 and buildx CLI plugins from Debian trixie: downloaded with a sources list kept in
#     its own folder (never in /etc/apt), unpacked with dpkg -x, and only their two binaries copied
#     into /usr/libexec/docker/cli-plugins. Their one dependency is libc6 >= 2.34, which bookworm has.
#     No trixie package is installed into the system.
set -euo pipefail

plugins=/usr/libexec/docker/cli-plugins
trixie_dir=${VG_TRIXIE_APT_DIR:-${HOME}/.cache/vg-trixie-apt}
export DEBIAN_FRONTEND=noninteractive

missing=()
command -v dockerd >/dev/null || missing+=(docker.io)
command -v mmdebstrap >/dev/null || missing+=(mmdebstrap)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${missing[*]}"
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ -x "$plugins/docker-compose" ] && [ -x "$plugins/docker-buildx" ]; then
  exit 0
fi

echo "Fetching the docker-compose and docker-buildx plugins from Debian trixie into $trixie_dir"
mkdir -p "$trixie_dir/lists/partial" "$trixie_dir/cache/archives/partial" "$trixie_dir/debs"
printf '%s\n' 'deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian trixie main' \
  >"$trixie_dir/trixie.list"
# Every apt path that matters points into the folder: the system's lists and cache stay bookworm's.
apt_options=(
  -o "Dir::Etc::SourceList=$trixie_dir/trixie.list"
  -o Dir::Etc::SourceParts=/dev/null
  -o "Dir::State::Lists=$trixie_dir/lists"
  -o "Dir::Cache=$trixie_dir/cache"
  -o APT::Get::List-Cleanup=0
  -o APT::Sandbox::User=root
)
apt-get "${apt_options[@]}" update -qq
(cd "$trixie_dir/debs" && apt-get "${apt_options[@]}" download docker-compose docker-buildx)
rm -rf "$trixie_dir/unpacked"
for deb in "$trixie_dir"/debs/*.deb; do dpkg -x "$deb" "$trixie_dir/unpacked"; done
mkdir -p "$plugins"
install -m 0755 "$trixie_dir/unpacked/usr/libexec/docker/cli-plugins/docker-compose" "$plugins/"
install -m 0755 "$trixie_dir/unpacked/usr/libexec/docker/cli-plugins/docker-buildx" "$plugins/"
docker compose version
docker buildx version
