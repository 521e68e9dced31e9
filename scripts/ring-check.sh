#!/usr/bin/env bash
# Does the size of a turn group move a ratio? One ratio measured in a ring of its own two JVMs and in a larger ring:
# --check pair, the README's JSON currency read (Fast/Default), alone and in a ring of six (with the Smile and CBOR
# controls, as the answer's rounds grouped them until 2026-12-06); --check format, the best-of format question's
# currency read (Smile/JSON), alone and in a ring of four (with CBOR and Kryo, as that question's rounds ring its
# reference and three fastest). One round each, the two rings alternating in time (A B, B A, A B, ...: a drift of the
# machine falls on both alike), each round its own run of the runner (RunTool rounds --rounds 1) with its fork pair's ratio read off its paired turns.
# The two rings are compared across neighbouring runs, seconds apart: a block design, not turns.
# Findings ring-size and ring-size-format read the files: each pair of neighbouring runs gives the larger ring's ratio
# over the ring of two's, and their mean an interval.
#
#   scripts/ring-check.sh [--check pair|format] [--pairs N] [--minutes M] [--seed N] [--java JAVA] [--results DIR]
#
#   --check C      pair (default) or format, as above
#   --pairs N      pairs of runs, one of each ring (default 32)
#   --minutes M    start no pair after this many minutes (default 25); the pairs done are kept
#   --seed N       seed of the first run (default 901); run k takes seed+k
#   --java JAVA    the java of the runner and its forks (default: java on the PATH)
#   --results DIR  where the runs go (default: results/ring-size, or results/ring-size-format)
#
# Needs target/perf.jar (mvn -B -q -Dmaven.test.skip=true package). Exit: 0 done; 2 bad input; 3 a run failed
# (the runs before it kept).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
die() { echo "ring-check.sh: $1" >&2; exit "${2:-2}"; }
pairs=32 minutes=25 seed=901 java=java results= results_given= check=pair
while [ $# -gt 0 ]; do
  case "$1" in
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    --check) check="${2:?}"; shift 2 ;;
    --pairs) pairs="${2:?}"; shift 2 ;;
    --minutes) minutes="${2:?}"; shift 2 ;;
    --seed) seed="${2:?}"; shift 2 ;;
    --java) java="${2:?}"; shift 2 ;;
    --results) results="${2:?}"; results_given="$2"; shift 2 ;;
    *) die "unknown option $1 (see --help)" ;;
  esac
done
[[ "$pairs" =~ ^[1-9][0-9]*$ ]] || die "--pairs must be a positive whole number, not '$pairs'"
[[ "$minutes" =~ ^[1-9][0-9]*$ ]] || die "--minutes must be a positive whole number, not '$minutes'"
[[ "$seed" =~ ^[0-9]+$ ]] || die "--seed must be a whole number, not '$seed'"
command -v "$java" >/dev/null 2>&1 || die "no java at '$java'"
jar="$root/target/perf.jar"
[ -f "$jar" ] || die "no $jar: build it first (mvn -B -q -Dmaven.test.skip=true package)"
tool() { "$java" -cp "$jar" dev.jfpbench.report.ReportTool "$@"; }
# the rings' members live once, in the finding that reads them (RingSizeTable.Check)
desc="$(mktemp)"; trap 'rm -f "$desc"' EXIT
tool findings --ring-check "$check" >"$desc" || exit 2 # the tool's own line names the checks there are
two="$(tool get "$desc" /two)" big="$(tool get "$desc" /ring)" size="$(tool get "$desc" /size)" finding="$(tool get "$desc" /finding)"
opts=()
while IFS= read -r p; do [ -z "$p" ] || opts+=("$p"); done < <(tool get "$desc" /params)
[ ${#opts[@]} -eq 0 ] || opts=(-- "${opts[@]}")
results="${results:-$root/results/$finding}"
mkdir -p "$results"

invocation="scripts/ring-check.sh${check:+ --check $check} --pairs $pairs --minutes $minutes --seed $seed${results_given:+ --results $results_given}"
end=$(( $(date +%s) + minutes * 60 ))
run() { # NAME REGEX SEED
  "$java" -cp "$jar" dev.jfpbench.runner.RunTool rounds --rounds 1 --seed "$3" --results "$results" --root "$root" --name "$1" \
    --script "$invocation" "$2" "${opts[@]}" >"$results/.last.log" 2>&1 || { tail -3 "$results/.last.log" >&2; die "the run $1 (seed $3) failed" 3; }
}
done_pairs=0
for ((k = 0; k < pairs; k++)); do
  [ "$(date +%s)" -lt "$end" ] || break
  if ((k % 2 == 0)); then
    run ring2 "$two" $((seed + 2 * k)); run "ring$size" "$big" $((seed + 2 * k + 1))
  else
    run "ring$size" "$big" $((seed + 2 * k)); run ring2 "$two" $((seed + 2 * k + 1))
  fi
  done_pairs=$((k + 1))
  echo "pair $done_pairs of $pairs done"
done
rm -f "$results/.last.log"
echo "$done_pairs pairs in $results (finding $finding reads them)"
