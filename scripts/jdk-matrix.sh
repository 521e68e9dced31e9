#!/usr/bin/env bash
# Runs the same benchmarks from the same target/perf.jar on each JDK, in paired rounds (scripts/paired.sh), and writes
# one report with a column per JDK, the ratios between them (e.g. JDK 25 / JDK 17 per benchmark, with a confidence
# interval from the rounds) and the Default/Fast speed-ups per JDK. Each round is one fork of every benchmark on every
# JDK: a benchmark's forks on the JDKs start together, warm up on every CPU, then take turns of about a millisecond,
# one measured JMH iteration each, round a ring on one CPU (the rest of their JVMs on the others), so that the
# machine's slow spells fall on every JDK alike; a JDK's ratio to another in a round is read off their paired turns.
# A round costs each benchmark its JVMs' start, its warm-up (longer the more JVMs share each CPU: three JDKs warm up
# at once) and its turns (the runner's --turn-seconds per JDK). --design duet or sequential (or --pin, which implies sequential) to compare with.
#
#   scripts/jdk-matrix.sh [--jdk PATH|17|21|25]... [--rounds N] [--seed N] [--design D] [--turn-cpu CPU] [--pin [CPUS]] [--gc GC] [--cpus N] [--dry-run] REGEX [JMH options]
#
# --dry-run: find and check the JDKs, the selection and the options, verify each selected benchmark once on every
# JDK (with the -p/-e given) and say what would run; run nothing.
# --gc Serial|Parallel|G1|Z and --cpus N: every JDK's forks get that collector, and N CPUs (-XX:ActiveProcessorCount=N,
# pinned with taskset to the last N CPUs); recorded in each sidecar (scripts/paired.sh: jfp_fork_flag).
# Without --jdk, the installed JDKs 17+ (scripts/jdks.sh: JAVA_HOME, /usr/lib/jvm, update-java-alternatives -l,
# SDKMAN). A --jdk that is not a JDK, or is older than 17: one line and exit 2, before anything runs. Each JDK is
# a side of the session: its JMH and its forks run on that JDK. Rounds: --rounds N, or JMH's -f N (N forks per
# JDK are N rounds), else the engine's default 5; intervals need 2 or more. Each JDK's rounds are saved merged, with its sidecar
# (results/<stamp>-jdk-matrix-<name>-jdk<major>.json); the report goes to results/reports/<stamp>-jdk-matrix-<name>/.
#
# Example: scripts/jdk-matrix.sh VectorHeavy -f 5
# Expect on newer JDKs: the JDK's own float-to-text is much faster, so "default" writes catch up with "fast"
# writes (the write speed-ups shrink), while reads change little.
#
# Exit: 0 report written; 2 bad input; 3 a run failed (what the rounds left is in results/tmp/).
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
JFP_INVOCATION="$(jfp_invocation jdk-matrix.sh -- "$@")"
# shellcheck source=paired.sh
. "$(dirname "$0")/paired.sh"

usage="usage: scripts/jdk-matrix.sh [--jdk PATH|17|21|25]... [--rounds N] [--seed N] [--design D] [--turn-cpu CPU] [--pin [CPUS]] [--gc GC] [--cpus N] [--dry-run] REGEX [JMH options]"
jdk_args=()
engine=()
rounds=""
while [ $# -gt 0 ]; do
  case "$1" in
    --jdk) [ $# -ge 2 ] || jfp_die "--jdk needs a path ($usage)"; jdk_args+=(--jdk "$2"); shift 2 ;;
    --jdk=*) jdk_args+=(--jdk "${1#--jdk=}"); shift ;;
    --rounds) [ $# -ge 2 ] || jfp_die "--rounds needs a number ($usage)"; rounds="$2"; shift 2 ;;
    --seed) [ $# -ge 2 ] || jfp_die "--seed needs a number ($usage)"; engine+=(--seed "$2"); shift 2 ;;
    --gc|--cpus) [ $# -ge 2 ] || jfp_die "$1 needs a value ($usage)"; jfp_fork_flag engine "$1" "$2"; shift 2 ;;
    --dry-run) engine+=(--dry-run); shift ;;
    --design|--turn-cpu) [ $# -ge 2 ] || jfp_die "$1 needs a value ($usage)"; engine+=("$1" "$2"); shift 2 ;;
    --duet) engine+=(--design duet); shift ;;
    --pin)
      engine+=(--design sequential)
      if [ $# -ge 2 ] && [[ "$2" =~ ^[0-9][0-9,-]*$ ]]; then engine+=(--pin "$2"); shift 2
      else engine+=(--pin "$(jfp_default_pin)"); shift; fi ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) break ;;
  esac
done
[ $# -ge 1 ] || jfp_die "$usage"
regex="$1"
shift
case "$regex" in -*) jfp_die "expected REGEX before JMH options, got '$regex' ($usage)" ;; esac

# JMH options: -f N is the number of rounds (a round is one fork per JDK); each JDK is a side, not a -jvm.
for a in "$@"; do
  case "$a" in -jvm|-jvm=*) jfp_die "-jvm is set for each JDK by this script: choose the JDKs with --jdk PATH" ;; esac
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

echo "JDK matrix: $count benchmark(s) matching '$regex' on ${#homes[@]} JDK(s): $(for i in "${!homes[@]}"; do printf '%s ' "${majors[$i]}"; done)"

sides=()
labels=()
for i in "${!homes[@]}"; do
  label="jdk${majors[$i]}"
  n=2
  while printf '%s\n' ${labels[@]+"${labels[@]}"} | grep -qx "$label"; do label="jdk${majors[$i]}-$n"; n=$((n + 1)); done
  labels+=("$label")
  echo "JDK ${majors[$i]} ($label): ${homes[$i]}"
  sides+=(--side "$label" --side-java "$label=${homes[$i]}/bin/java")
done
jfp_rounds "" "$regex" --name-prefix jdk-matrix- --forks-are-rounds ${rounds:+--rounds "$rounds"} "${sides[@]}" ${engine[@]+"${engine[@]}"} \
  -- "$@" || jfp_rounds_failed $?
if [ -n "$JFP_DRY_RUN" ]; then
  jfp_verify_params "$@"
  for i in "${!homes[@]}"; do
    JFP_JAVA="${homes[$i]}/bin/java" jfp_verify_jar "JDK ${majors[$i]}" "$JFP_JAR" "${majors[$i]}" "$regex" ${JFP_VERIFY_PARAMS[@]+"${JFP_VERIFY_PARAMS[@]}"}
  done
  jfp_dry_run_done "scripts/jdk-matrix.sh found ${#homes[@]} JDK(s), checked its options and its selection and verified it on each"
fi

reports="$JFP_RESULTS/reports/$JFP_SESSION"
if [ ${#homes[@]} -eq 1 ]; then
  echo "$JFP_SCRIPT: warning: only one JDK (${majors[0]}: ${homes[0]}): the report has one column; add another with --jdk PATH" >&2
fi
jfp_tool report "${JFP_SAVED[@]}" --out "$reports" || { echo "$JFP_SCRIPT: the report failed" >&2; exit 3; }
