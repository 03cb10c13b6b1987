#!/bin/sh
# As the official redis image does: a bare `redis-server ...` gets protected mode off.
set -eu
if [ "$1" = redis-server ]; then
  shift
  set -- redis-server --protected-mode no "$@"
fi
exec "$@"
