#!/usr/bin/env bash
# One shard of the full suite, for the "full" workflow (.github/workflows/full.yml) or by hand: the benchmarks of
# shard I of N (every pair the report knows kept whole in one shard: Default/Fast, format/JSON, library/Jackson,
# Jackson 3/2, compression), in paired rounds with the benchmarks' own warm-up, one fork per round: each pair (or
# group) the report knows takes its measured iterations in turns of about a millisecond on one CPU (a round costing
# each group its JVMs' start, its warm-up and its turns), a benchmark compared with nothing
# alone with its own annotations. Start-up benchmarks are left out (they need many single-shot forks:
# scripts/full-shard.sh startup runs them alone, with their own annotations).
#
#   scripts/full-shard.sh I/N [--rounds N] [--duet]        # e.g. 3/6
#   scripts/full-shard.sh startup
#
# Saves results/<stamp>-full-jdk<major>-shard-I-of-N.json (+ sidecar, rounds) or ...-full-jdk<major>-startup.json.
# Exit: 0 saved; 2 bad input; 3 a benchmark failed (the complete rounds are saved, marked partial).
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
JFP_INVOCATION="$(jfp_invocation full-shard.sh FULL_ROUNDS -- "$@")"
# shellcheck source=paired.sh
. "$(dirname "$0")/paired.sh"

[ $# -ge 1 ] || jfp_die "usage: scripts/full-shard.sh I/N [--rounds N] [--duet] | startup"
shard="$1"
shift
rounds="${FULL_ROUNDS:-3}"
engine=()
while [ $# -gt 0 ]; do
  case "$1" in
    --rounds) [ $# -ge 2 ] || jfp_die "--rounds needs a number"; rounds="$2"; shift 2 ;;
    --duet) engine+=(--duet); shift ;;
    *) jfp_die "unknown option '$1'" ;;
  esac
done
jfp_java
jfp_ensure_jar
major="$(jfp_java_major)"
if [ "$shard" = startup ]; then
  exec "$JFP_JAVA" -Xmx512m -Djava.awt.headless=true -cp "$JFP_JAR" "$JFP_RUNNER_CLASS" run 'dev\.jfpbench\.startup\.' --name "full-jdk$major-startup" \
      --results "$JFP_RESULTS" --root "$JFP_ROOT" --java "$JFP_JAVA" --jar "$JFP_JAR" --script "$JFP_INVOCATION"
fi
[[ "$shard" =~ ^[0-9]+/[0-9]+$ ]] || jfp_die "the shard must be I/N (e.g. 3/6) or startup, was '$shard'"
jfp_rounds "full-jdk$major-shard-${shard%/*}-of-${shard#*/}" '.*' --shard "$shard" --rounds "$rounds" ${engine[@]+"${engine[@]}"} \
    -- -e 'dev\.jfpbench\.startup\.' || jfp_rounds_failed $?
