# Sourced (POSIX sh) by host-entrypoint.sh and remote-entrypoint.sh: the
# defaults, checks and rendering both share. The images use the defaults; the
# native test overrides them to run the very same files on loopback.
: "${NGINX_PREFIX:=/tmp/nginx}"          # nginx's prefix: config, temp files, pid
: "${MIME_TYPES:=/etc/nginx/mime.types}" # shipped by both nginx:alpine and Debian
: "${LISTEN_ADDRESS:=0.0.0.0}"
: "${LISTEN_PORT:=8080}"                 # unprivileged: the images run as a non-root user
: "${SITE_ROOT:=/srv/site}"              # where the images put the build
export NGINX_PREFIX LISTEN_ADDRESS LISTEN_PORT SITE_ROOT

nginx_files_dir=$(CDPATH='' cd -- "$(dirname -- "$0")/nginx" && pwd)

fail() {
  echo "$(basename -- "$0"): $*" >&2
  exit 64
}

# render_site_and_exec <template> "<VAR ...>" [command ...]
# Renders the template with only the listed variables (nginx's own $host,
# $uri... survive), then replaces this shell with nginx, or with the command
# given (the native test passes `true` and starts nginx itself).
render_site_and_exec() {
  template=$1
  variables=$2
  shift 2
  for name in $variables; do
    eval "is_set=\${$name+yes}"
    [ "$is_set" = yes ] || fail "$name is not set"
    export "${name?}"
  done
  mkdir -p "$NGINX_PREFIX/tmp"
  cp "$nginx_files_dir/nginx.conf" "$nginx_files_dir/cache-control.conf" "$nginx_files_dir/proxy-to-api.conf" \
    "$nginx_files_dir/common-server.conf" "$MIME_TYPES" "$NGINX_PREFIX/"
  envsubst "$(printf '${%s} ' $variables)" <"$nginx_files_dir/$template" >"$NGINX_PREFIX/site.conf"
  if [ $# -eq 0 ]; then
    set -- nginx -p "$NGINX_PREFIX/" -c "$NGINX_PREFIX/nginx.conf" -e stderr \
      -g "daemon off; pid $NGINX_PREFIX/nginx.pid;"
  fi
  exec "$@"
}
