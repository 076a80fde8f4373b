#!/usr/bin/env bash
# Run a command inside a new network namespace that has only loopback (127.0.0.1, ::1).
# Falls back to a plain run, with a warning, where the system forbids namespaces.
set -euo pipefail
if [ "$(id -u)" = 0 ] && unshare -n true 2>/dev/null; then
  exec unshare -n bash -c 'ip link set lo up && exec "$@"' offline "$@"
elif unshare -rn true 2>/dev/null; then
  exec unshare -rn bash -c 'ip link set lo up && exec "$@"' offline "$@"
else
  echo "offline.sh: cannot create a network namespace here; running with the host network" >&2
  exec "$@"
fi
