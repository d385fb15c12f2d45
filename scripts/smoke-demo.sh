#!/usr/bin/env bash
# The README's first command as a newcomer runs it (`pnpm demo`, after the install that .ci/run has
# done): the web chat must start on its offline defaults and answer; then it is stopped. Used by
# .ci/run, so CI fails when the first thing a newcomer types does not work.
set -euo pipefail
set -m # the demo gets a process group of its own, so Ctrl-C reaches pnpm, turbo and the server alike
data=$(mktemp -d)
log="$data/demo.log"
TOOLGATE_DATA_DIR="$data" pnpm demo --port 0 >"$log" 2>&1 &
demo=$!
stop() {
  kill -INT -- "-$demo" 2>/dev/null || true
  wait "$demo" 2>/dev/null || true
  rm -rf "$data"
}
trap stop EXIT
url=''
# Building from scratch on a busy 2-core machine can take minutes; a hang still ends within 15.
for _ in $(seq 1 1800); do
  url=$(grep -oE 'http://127\.0\.0\.1:[0-9]+/' "$log" | head -n 1 || true)
  [ -n "$url" ] && break
  if ! kill -0 "$demo" 2>/dev/null; then
    cat "$log" >&2
    echo "smoke-demo: 'pnpm demo' ended before it served the chat" >&2
    exit 1
  fi
  sleep 0.5
done
if [ -z "$url" ]; then
  cat "$log" >&2
  echo "smoke-demo: 'pnpm demo' printed no address" >&2
  exit 1
fi
if ! curl -fsS "$url" | grep -q '<title>Toolgate demo chat</title>'; then
  echo "smoke-demo: $url did not answer with the chat page" >&2
  exit 1
fi
chats=$(curl -fsS "${url}api/chats")
case "$chats" in
*'Offline demo model'*) ;;
*)
  echo "smoke-demo: ${url}api/chats did not name the offline demo model: $chats" >&2
  exit 1
  ;;
esac
echo "smoke-demo: 'pnpm demo' served the chat at $url on the offline demo model"
