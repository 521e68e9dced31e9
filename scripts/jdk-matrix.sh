#!/usr/bin/env bash
# Runs the same benchmarks from the same target/perf.jar once per JDK and writes one report with a column per
# JDK, the ratios between them (e.g. JDK 25 / JDK 17 per benchmark) and the Default/Fast speed-ups per JDK.
#
#   scripts/jdk-matrix.sh [--jdk PATH]... REGEX [JMH options]
#
# Without --jdk, the installed JDKs 17+ (scripts/jdks.sh: JAVA_HOME, /usr/lib/jvm, update-java-alternatives -l,
# SDKMAN). A --jdk that is not a JDK, or is older than 17: one line and exit 2, before anything runs. Each run is
# JMH's -jvm (the forks run on that JDK; JAVA/JAVA_HOME only runs JMH's harness), saved with its sidecar like
# run-single.sh's; the report goes to results/reports/<stamp>-jdk-matrix-<name>/report.md.
#
# Example: scripts/jdk-matrix.sh VectorHeavy -f 1 -wi 2 -i 3
# Expect on newer JDKs: the JDK's own float-to-text is much faster, so "default" writes catch up with "fast"
# writes (the write speed-ups shrink), while reads change little.
#
# Exit: 0 report written; 2 bad input; 3 a JDK's run failed (the report has the others, and says so).
set -euo pipefail
JFP_INVOCATION="scripts/jdk-matrix.sh$(printf ' %q' "$@")"
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"

usage="usage: scripts/jdk-matrix.sh [--jdk PATH]... REGEX [JMH options]"
jdk_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --jdk) [ $# -ge 2 ] || jfp_die "--jdk needs a path ($usage)"; jdk_args+=(--jdk "$2"); shift 2 ;;
    --jdk=*) jdk_args+=(--jdk "${1#--jdk=}"); shift ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) break ;;
  esac
done
[ $# -ge 1 ] || jfp_die "$usage"
regex="$1"
shift
case "$regex" in -*) jfp_die "expected REGEX before JMH options, got '$regex' ($usage)" ;; esac

# Each column's JDK is JMH's -jvm: the script sets it, and forks are what run on it.
prev=""
for a in "$@"; do
  case "$a" in
    -jvm|-jvm=*) jfp_die "-jvm is set for each JDK by this script: choose the JDKs with --jdk PATH" ;;
    -f0) jfp_die "-f 0 would run every column in the harness JVM, not on its JDK: use -f 1 or more" ;;
  esac
  if [ "$prev" = "-f" ] && [ "$a" = "0" ]; then
    jfp_die "-f 0 would run every column in the harness JVM, not on its JDK: use -f 1 or more"
  fi
  prev="$a"
done

# Which JDKs: validated (or discovered) before anything runs.
if ! found="$(bash "$JFP_ROOT/scripts/jdks.sh" ${jdk_args[@]+"${jdk_args[@]}"} 2>&1)"; then
  jfp_die "$(printf '%s' "$found" | tail -1 | sed 's/^jdks\.sh: //')"
fi
majors=()
homes=()
while IFS=$'\t' read -r major home; do
  [ -n "$major" ] || continue
  majors+=("$major")
  homes+=("$home")
done <<< "$found"
[ ${#homes[@]} -gt 0 ] || jfp_die "no JDK 17+ found (pass one with --jdk PATH)"

jfp_java
host_major="$(jfp_java_major)"
[ -n "$host_major" ] && [ "$host_major" -ge 17 ] || jfp_die "JMH itself needs Java 17+; $JFP_JAVA is ${host_major:-unknown} (set JAVA_HOME or JAVA)"
jfp_ensure_jar
count="$(jfp_count "$regex")"
[ "$count" -gt 0 ] || jfp_die "no benchmark matches '$regex' (list them: java -jar target/perf.jar -l)"

if [ ${#homes[@]} -eq 1 ]; then
  echo "$JFP_SCRIPT: warning: only one JDK (${majors[0]}: ${homes[0]}): the report has one column; add another with --jdk PATH" >&2
fi
echo "JDK matrix: $count benchmark(s) matching '$regex' on ${#homes[@]} JDK(s): $(for i in "${!homes[@]}"; do printf '%s ' "${majors[$i]}"; done)"

name="$(jfp_name_of "$regex")"
results=()
notes=()
rc=0
for i in "${!homes[@]}"; do
  major="${majors[$i]}"
  home="${homes[$i]}"
  echo "== JDK $major: $home"
  if jfp_run "jdk$major-$name" "$regex" "$@" -jvm "$home/bin/java"; then
    results+=("$JFP_RESULT")
  else
    notes+=(--note "JDK $major ($home): the run failed; what it left is in results/tmp/")
    rc=3
  fi
done
[ ${#results[@]} -gt 0 ] || { echo "$JFP_SCRIPT: no JDK's run completed: no report" >&2; exit 3; }

reports="$JFP_RESULTS/reports/$(date -u +%Y%m%dT%H%M%SZ)-jdk-matrix-$name"
[ ! -e "$reports" ] || reports="$reports-$$"
jfp_tool report "${results[@]}" --out "$reports" ${notes[@]+"${notes[@]}"} || { echo "$JFP_SCRIPT: the report failed" >&2; exit 3; }
exit "$rc"
