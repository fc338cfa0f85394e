#!/usr/bin/env bash
# Starts or stops a Docker daemon for a CI run (.ci/run), as root:
#   scripts/compose/dockerd.sh start   starts dockerd unless one answers already; waits until it does
#   scripts/compose/dockerd.sh stop    stops only the daemon that `start` started (its pid file)
set -euo pipefail
state_dir=${VG_DOCKERD_STATE:-/tmp/vg-dockerd}
pid_file=$state_dir/dockerd.pid

case ${1:-} in
  start)
    if docker info >/dev/null 2>&1; then
      echo "dockerd: already running"
      exit 0
    fi
    mkdir -p "$state_dir"
    dockerd --pidfile "$pid_file" >"$state_dir/dockerd.log" 2>&1 &
    for _ in $(seq 1 60); do
      if docker info >/dev/null 2>&1; then
        echo "dockerd: started (log: $state_dir/dockerd.log)"
        exit 0
      fi
      if ! kill -0 $! 2>/dev/null; then break; fi
      sleep 1
    done
    echo "dockerd did not start; its log:" >&2
    tail -n 30 "$state_dir/dockerd.log" >&2
    exit 1
    ;;
  stop)
    [ -f "$pid_file" ] || exit 0
    pid=$(cat "$pid_file")
    kill "$pid" 2>/dev/null || exit 0
    for _ in $(seq 1 30); do
      kill -0 "$pid" 2>/dev/null || { echo "dockerd: stopped"; exit 0; }
      sleep 1
    done
    echo "dockerd ($pid) did not stop within 30 s" >&2
    exit 1
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 64
    ;;
esac
