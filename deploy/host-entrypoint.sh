#!/bin/sh
# Start of the host image: writes /remotes.json from REMOTE_<NAME>_URL, so the
# same image points at any release of any remote, derives the Content-Security-
# Policy's remote origins from those URLs, renders nginx and runs it.
#   REMOTE_GARAGE_URL, REMOTE_COMMUNITY_URL, REMOTE_ACCOUNT_URL, REMOTE_ADMIN_URL
#       each remote's mf-manifest.json: http(s)://host[:port]/path or /same-origin/path
#   API_UPSTREAM   the API, scheme://host:port (http://api:4000); several APIs (replicas of one
#       scheme) comma-separated, each request going to the next
#   API_RESOLVER   the nginx `resolver` directive that looks the API's name up while nginx runs;
#       by default the nameservers of /etc/resolv.conf (Docker's 127.0.0.11 in compose)
#   API_RESOLVE    yes: a name in API_UPSTREAM is looked up again while nginx runs (the upstream
#       server's `resolve`, open-source nginx 1.27.3 and later, as in the image); no: once at
#       start. By default yes when this nginx has it and API_RESOLVER names a resolver.
#   REMOTE_OVERRIDE_ORIGINS  origins a developer may load one remote from instead of the
#       registry (space-separated, http(s)://host[:port|:*]); none unless set
#   REGISTRY_DIR   where remotes.json is written (default $NGINX_PREFIX/registry)
#   REGISTRY_FILE  optional: a registry file a team points with deploy/point-registry.mjs (compose
#       mounts releases/remotes.json). Each remote it names replaces that remote's REMOTE_<NAME>_URL,
#       and it is read again every REGISTRY_POLL_SECONDS (default 2) while nginx runs: a release
#       reaches the next page load without restarting the host. An entry outside the origins the
#       Content-Security-Policy was started with is refused (logged); those need a restart.
# Optional arguments replace the final nginx command.
set -eu
. "$(dirname -- "$0")/nginx/site.sh"

: "${REGISTRY_DIR:=$NGINX_PREFIX/registry}"
: "${API_UPSTREAM:?API_UPSTREAM must name the API, for example http://api:4000}"
if [ -z "${API_RESOLVER+set}" ]; then
  nameservers=$(awk '$1 == "nameserver" { print ($2 ~ /:/ ? "[" $2 "]" : $2) }' /etc/resolv.conf 2>/dev/null | tr '\n' ' ')
  API_RESOLVER=${nameservers:+resolver ${nameservers}valid=5s ipv6=off;}
fi
if [ -z "${API_RESOLVE:-}" ]; then
  # `server name resolve;` came to open-source nginx in 1.27.3; older ones refuse the parameter.
  version=$( (nginx -v 2>&1 || true) | sed -n 's#^nginx version: [a-z]*/\([0-9.]*\).*#\1#p')
  API_RESOLVE=$(printf '%s\n' "$version" | awk -F. -v resolver="$API_RESOLVER" \
    '{ print (resolver != "" && ($1 * 1000000 + $2 * 1000 + $3) >= 1027003) ? "yes" : "no" }')
fi
API_SCHEME=''
API_SERVERS=''
for upstream in $(printf '%s' "$API_UPSTREAM" | tr ',' ' '); do
  # A path after the port would make nginx replace /api/ instead of passing it on.
  upstream=${upstream%/}
  printf '%s' "$upstream" | grep -Eq '^https?://[A-Za-z0-9.-]+(:[0-9]+)?$' ||
    fail "API_UPSTREAM must be scheme://host:port with no path (several comma-separated), got: $upstream"
  scheme=${upstream%%://*}
  [ -z "$API_SCHEME" ] || [ "$API_SCHEME" = "$scheme" ] ||
    fail "API_UPSTREAM must name every API with one scheme, got: $API_UPSTREAM"
  API_SCHEME=$scheme
  address=${upstream#*://}
  case $address in
    *:*) ;;
    *) address="$address:$([ "$scheme" = https ] && echo 443 || echo 80)" ;;
  esac
  resolve=''
  # An address is not looked up; a name is, when this nginx can.
  if [ "$API_RESOLVE" = yes ] && ! printf '%s' "${address%:*}" | grep -Eq '^[0-9.]+$'; then
    resolve=' resolve'
  fi
  # A replica that refused a connection is passed over for 2 s, not nginx's 10: one restarted
  # after another is back in turn before the next one stops.
  API_SERVERS="${API_SERVERS}${API_SERVERS:+ }server $address fail_timeout=2s$resolve;"
done
[ -n "$API_SERVERS" ] || fail "API_UPSTREAM must name the API, for example http://api:4000"

defaults=''
origins=''
for remote in garage community account admin; do
  variable=REMOTE_$(printf '%s' "$remote" | tr '[:lower:]' '[:upper:]')_URL
  eval "url=\${$variable:-}"
  [ -n "$url" ] || fail "$variable is not set: give the URL of the $remote remote's mf-manifest.json"
  # A narrow alphabet keeps the URL safe inside JSON and inside the CSP header.
  printf '%s' "$url" | grep -Eq '^(https?://[A-Za-z0-9.-]+(:[0-9]+)?)?/[A-Za-z0-9._~/%+=?&-]*$' ||
    fail "$variable must be an http(s) URL or a path starting with /, got: $url"
  defaults="$defaults $remote=$url"
  case $url in
    http*) origins="$origins $(printf '%s' "$url" | sed -E 's#^(https?://[^/]+).*#\1#')" ;;
  esac
done
override_origins=''
set -f # an origin like http://localhost:* is a word here, not a file pattern
for origin in ${REMOTE_OVERRIDE_ORIGINS:-}; do
  printf '%s' "$origin" | grep -Eq '^https?://[A-Za-z0-9.-]+(:([0-9]+|[*]))?$' ||
    fail "REMOTE_OVERRIDE_ORIGINS must hold origins like http://localhost:* or https://dev.example:8443, got: $origin"
  override_origins="$override_origins${override_origins:+,}\"$origin\""
  origins="$origins $origin"
done
set +f
REMOTE_ORIGINS=$(printf '%s\n' $origins | awk 'NF && !seen[$0]++' | tr '\n' ' ' | sed 's/ $//')
export REMOTE_ORIGINS
# One policy for the images and the native servers: nginx/content-security-policy.txt.
CONTENT_SECURITY_POLICY=$(envsubst '${REMOTE_ORIGINS}' <"$nginx_files_dir/content-security-policy.txt")

# The URL REGISTRY_FILE gives a remote, when it names one the policy allows; nothing otherwise.
pointed_url() {
  [ -n "${REGISTRY_FILE:-}" ] && [ -f "$REGISTRY_FILE" ] || return 0
  # point-registry.mjs writes one "remote": "url" pair per line.
  pointed=$(sed -n "s/^[[:space:]]*\"$1\"[[:space:]]*:[[:space:]]*\"\([^\"]*\)\".*/\1/p" "$REGISTRY_FILE" | head -n 1)
  [ -n "$pointed" ] || return 0
  if ! printf '%s' "$pointed" | grep -Eq '^(https?://[A-Za-z0-9.-]+(:[0-9]+)?)?/[A-Za-z0-9._~/%+=?&-]*$'; then
    echo "host-entrypoint: $REGISTRY_FILE: $1 is not an http(s) URL or a path, kept the previous one" >&2
    return 1
  fi
  case $pointed in
    http*)
      case " $REMOTE_ORIGINS " in
        *" $(printf '%s' "$pointed" | sed -E 's#^(https?://[^/]+).*#\1#') "*) ;;
        *)
          echo "host-entrypoint: $REGISTRY_FILE: $1 points outside the origins this host allows ($REMOTE_ORIGINS): restart the host with its REMOTE_*_URL there" >&2
          return 1
          ;;
      esac
      ;;
  esac
  printf '%s' "$pointed"
}

# Written then renamed: nginx never serves a half-written registry. A remote whose entry in
# REGISTRY_FILE is refused keeps the URL it was served with.
write_registry() {
  registry=''
  for pair in $defaults; do
    remote=${pair%%=*}
    url=${pair#*=}
    served=$(sed -n "s/.*\"$remote\":\"\([^\"]*\)\".*/\1/p" "$REGISTRY_DIR/remotes.json" 2>/dev/null | head -n 1)
    if pointed=$(pointed_url "$remote"); then
      [ -z "$pointed" ] || url=$pointed
    elif [ -n "$served" ]; then
      url=$served
    fi
    registry="$registry${registry:+,}\"$remote\":\"$url\""
  done
  registry="$registry,\"overrideOrigins\":[$override_origins]"
  mkdir -p "$REGISTRY_DIR"
  printf '{%s}\n' "$registry" >"$REGISTRY_DIR/remotes.json.next"
  mv "$REGISTRY_DIR/remotes.json.next" "$REGISTRY_DIR/remotes.json"
}

rm -f "$REGISTRY_DIR/remotes.json"
# The file's checksum is taken before the registry is written from it, so a release pointed while
# the host starts is a change the loop below sees, not the state it starts from.
# No registry file yet (no release pointed) is quiet: 2>/dev/null comes first to cover the <.
[ -n "${REGISTRY_FILE:-}" ] && seen=$(cksum 2>/dev/null <"$REGISTRY_FILE" || echo none)
write_registry

# Follows REGISTRY_FILE while nginx runs: this loop lives beside it in the container and ends with
# it ($$ is the entrypoint's process, which nginx replaces).
if [ -n "${REGISTRY_FILE:-}" ]; then
  (
    while sleep "${REGISTRY_POLL_SECONDS:-2}" && kill -0 $$ 2>/dev/null; do
      now=$(cksum 2>/dev/null <"$REGISTRY_FILE" || echo none)
      [ "$now" = "$seen" ] && continue
      seen=$now
      write_registry
      echo "host-entrypoint: registry now $(cat "$REGISTRY_DIR/remotes.json")" >&2
    done
  ) &
fi

render_site_and_exec host.conf.template \
  'LISTEN_ADDRESS LISTEN_PORT SITE_ROOT REGISTRY_DIR API_SCHEME API_SERVERS API_RESOLVER CONTENT_SECURITY_POLICY' "$@"
