#!/usr/bin/env bash
# Runs a selection of benchmarks from target/perf.jar and saves JMH's JSON result under results/, with a
# sidecar (X.meta.json) recording what JMH does not: commit, library versions, JDK, machine, the forks' JVM,
# command, times, bytes per operation.
#
#   scripts/run-single.sh [--prof-gc] REGEX [JMH options]
#
# --prof-gc adds JMH's -prof gc (allocation per operation, gc.alloc.rate.norm, shown by the report beside the
# score); harmless when the options already have -prof gc. It may come anywhere among the arguments.
# Builds the jar first if it is missing or older than the sources. With no JMH options, the benchmarks'
# own annotations decide forks and iterations. The runner (RunTool run) runs one JMH invocation per benchmark,
# keeps what finished in results/tmp/, and moves the result to results/<UTC stamp>-<name>.json when done; an
# existing result is never replaced. Interrupted (Ctrl-C, SIGTERM) or stopped by a failing benchmark, it saves
# what finished, marked partial in the sidecar with the benchmarks that did not run. JAVA_HOME or JAVA picks the JVM.
#
# Exit: 0 saved; 2 bad input (one line: no such file, a regex that matches nothing, ...); 3 a benchmark failed.
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
JFP_INVOCATION="$(jfp_invocation run-single.sh -- "$@")"

gc=""
rest=()
for a in "$@"; do
  if [ "$a" = "--prof-gc" ]; then gc=1; elif [ "$a" = "--gc" ]; then jfp_die "--gc is the forks' collector in the scripts that set it; the allocation profiler is --prof-gc"; else rest+=("$a"); fi
done
set -- ${rest[@]+"${rest[@]}"}
[ $# -ge 1 ] || jfp_die "usage: scripts/run-single.sh [--prof-gc] REGEX [JMH options]   (e.g. scripts/run-single.sh 'StdReadVanilla\.readCurrencyPojo' -f 1)"
regex="$1"; shift
if [ -n "$gc" ] && ! jfp_has_gc "$@"; then
  set -- "$@" -prof gc
fi
jfp_java

# A user file given with -p payload=FILE or -p vectors=FILE must exist before anything starts (its content: the
# jar's preflight). vectors= also takes the generated sets (empty, full-precision) and FILE#field.
prev=""
for a in "$@"; do
  if [ "$prev" = "-p" ]; then
    case "$a" in
      vectors=|vectors=full-precision) ;;
      payload=*|vectors=*)
        f="${a#*=}"
        if [ "${a%%=*}" = vectors ] && [ ! -f "$f" ] && [ ! -f "$JFP_ROOT/$f" ]; then f="${f%#*}"; fi
        if [ ! -f "$f" ] && [ ! -f "$JFP_ROOT/$f" ]; then jfp_die "${a%%=*} file not found: $f"; fi ;;
    esac
  fi
  prev="$a"
done

jfp_ensure_jar
# exec: the runner gets the signals itself, and saves what finished.
exec "$JFP_JAVA" -Xmx512m -Djava.awt.headless=true -cp "$JFP_JAR" "$JFP_RUNNER_CLASS" run "$regex" --results "$JFP_RESULTS" \
    --root "$JFP_ROOT" --java "$JFP_JAVA" --jar "$JFP_JAR" --script "$JFP_INVOCATION" -- "$@"
