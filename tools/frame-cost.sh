#!/usr/bin/env bash
# What the game's window costs the machine: CPU seconds the `lasca` process (all its threads,
# the software renderer's included) uses over a stretch of wall time, after it has started.
# A benchmark to run by hand, never a timed test (machines are shared and noisy).
#
#   tools/frame-cost.sh [--binary PATH] [--warmup S] [--seconds S] [--runs N] -- [GAME ARGS]
#
# Examples (from the repository root, after `cargo build --release`):
#   tools/frame-cost.sh                                       # idle on a new game
#   tools/frame-cost.sh -- --white ai:3 --black ai:3          # an AI vs AI game
#   tools/frame-cost.sh -- --render-scale 1                   # the full-resolution scene
#   tools/frame-cost.sh -- --frame-stats                      # continuous frames, as before
#
# Needs Xvfb and Vulkan on lavapipe where there is no display (apt-get install xvfb
# mesa-vulkan-drivers); it starts its own Xvfb at 1280x720 unless DISPLAY is set. Prints each
# run's CPU seconds and the median. The game gets folders of its own, so nothing of the
# player's is read or written.
set -euo pipefail

binary="${CARGO_TARGET_DIR:-target}/release/lasca"
warmup=15
seconds=30
runs=3
while (($#)); do
  case "$1" in
    --binary) binary="$2"; shift 2 ;;
    --warmup) warmup="$2"; shift 2 ;;
    --seconds) seconds="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    --) shift; break ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
[[ -x "$binary" ]] || { echo "no game binary at $binary (cargo build --release)" >&2; exit 2; }

home="$(mktemp -d)"
xvfb_pid=""
cleanup() {
  [[ -n "$xvfb_pid" ]] && kill "$xvfb_pid" 2>/dev/null || true
  rm -rf "$home"
}
trap cleanup EXIT
if [[ -z "${DISPLAY:-}" ]]; then
  display=":$((90 + RANDOM % 9))"
  Xvfb "$display" -screen 0 1280x720x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb_pid=$!
  sleep 1
  export DISPLAY="$display"
fi
export WGPU_BACKEND="${WGPU_BACKEND:-vulkan}"
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$home/runtime}"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"

ticks="$(getconf CLK_TCK)"
# utime + stime of a process, in clock ticks (fields 14 and 15 of /proc/PID/stat, counted
# after the command name, which may hold spaces).
cpu_ticks() {
  local stat
  stat="$(cat "/proc/$1/stat")"
  stat="${stat##*) }"
  read -r -a fields <<<"$stat"
  echo $((fields[11] + fields[12]))
}

results=()
for ((run = 1; run <= runs; run++)); do
  LASCA_CONFIG_DIR="$home/config-$run" LASCA_DATA_DIR="$home/data-$run" \
    "$binary" --new "$@" >"$home/log-$run" 2>&1 &
  pid=$!
  sleep "$warmup"
  kill -0 "$pid" 2>/dev/null || { echo "the game stopped: $(tail -3 "$home/log-$run")" >&2; exit 1; }
  before="$(cpu_ticks "$pid")"
  sleep "$seconds"
  after="$(cpu_ticks "$pid")"
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  used="$(awk -v t=$((after - before)) -v hz="$ticks" 'BEGIN { printf "%.2f", t / hz }')"
  echo "run $run: $used CPU-s in $seconds s"
  results+=("$used")
done
median="$(printf '%s\n' "${results[@]}" | sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')"
echo "median: $median CPU-s over $seconds s ($runs runs; args: ${*:-none})"
