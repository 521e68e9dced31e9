#!/usr/bin/env bash
# Runs the same benchmarks against several Jackson 2 versions on the same JDK, in paired rounds (scripts/paired.sh),
# and writes one report with a column per version and the ratios between them (with confidence intervals from the
# rounds). Each round is one fork of every benchmark on every version's jar: a benchmark's forks on the versions start
# together, warm up on every CPU, then take turns of about a millisecond, one measured JMH iteration each, round a ring
# on one CPU (the rest of their JVMs on the others), so that the machine's slow spells fall on every version alike; a
# round's ratio of two versions is read off their paired turns. A round costs each benchmark its JVMs' start, its
# warm-up (longer the more JVMs share each CPU: every version warms up at once) and its turns (the runner's
# --turn-seconds per version).
#
#   scripts/jackson-matrix.sh [--seed N] [--rounds N] [--design D] [--turn-cpu CPU] [--gc GC] [--cpus N] [--dry-run] [VERSION...] -- REGEX [JMH options]
#
# --dry-run: check the versions (each resolves, with its pins) and the options, say what would be built and run;
# build and run nothing.
# --gc Serial|Parallel|G1|Z and --cpus N: every version's forks get that collector, and N CPUs
# (-XX:ActiveProcessorCount=N, pinned with taskset to the last N CPUs; with --duet only 1); recorded in each sidecar.
# Without a VERSION: the default matrix, 2.15.4 (the oldest supported), 2.18.0, 2.22.4 (the previous default) and
# 2.23.0 (the default build's).
# Rounds: --rounds N, or JMH's -f N (N forks per version are N rounds), else the engine's default 5; intervals need 2
# or more. --seed N fixes the shuffle's seed (default: from the clock; recorded in the sidecars). --design duet (two
# versions; also --duet): both versions' forks of a benchmark at once, each on a CPU of its own; --design
# sequential: one at a time.
# Each VERSION must be a Jackson 2 release, 2.15.4 or newer, that Maven resolves; otherwise one line and exit 2,
# before anything is built. For each, the jar target/perf-jackson-VERSION.jar is built
# (mvn -Dmaven.test.skip=true -Djackson.version=VERSION package, plus -Djackson.legacy below the root pom's jackson.legacy.below, which leaves out the
# modules needing newer APIs; target/perf.jar is untouched); each jar is a side of one paired session on the JDK
# of JAVA/JAVA_HOME, saved merged with its sidecar, which records the Jackson version in the jar. A benchmark a version's jar does not have shows as
# "n/a (not in Jackson X)" in the report (results/reports/<stamp>-jackson-matrix-<name>/report.md), not as a failure.
# Jackson 3 is not a VERSION here: it is in target/perf.jar beside Jackson 2 (the report's "Jackson 2 vs 3").
# A build of Jackson that is not a release (a -SNAPSHOT, a jar of yours) against the release it starts from:
# scripts/jackson-change.sh.
#
# Format modules released apart from the core (jackson-dataformat-avro, -protobuf, -xml) may lack a version on
# Maven Central (Avro: see the root pom's jackson.avro.version). Such a module is pinned, and the report says so in a note: to the newest
# earlier patch of the same minor that resolves, else to the default build's pin when that is older (an older
# format module works on a newer core within Jackson 2). If neither resolves: one line and exit 2.
# Before anything is measured, each jar verifies the benchmarks REGEX selects (dev.jfpbench.perf.Verify in the jar:
# each run once, with the -p values given, and checked against the reference, as the tests do).
#
# Example: scripts/jackson-matrix.sh 2.15.4 2.18.0 2.22.4 2.23.0 -- ".*(VectorHeavy|readCurrencyPojo).*" -f 5
# JFPBENCH_NO_BUILD=1: use the jars as they are (they must exist; no pins are looked up, so no notes on them).
#
# Exit: 0 report written (or --dry-run done); 2 bad input, a failed build, or a jar that fails its verification
# (nothing was measured); 3 a run failed (what the rounds left is in results/tmp/).
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
JFP_INVOCATION="$(jfp_invocation jackson-matrix.sh -- "$@")"
# shellcheck source=paired.sh
. "$(dirname "$0")/paired.sh"

usage="usage: scripts/jackson-matrix.sh [--seed N] [--rounds N] [--design D] [--turn-cpu CPU] [--gc GC] [--cpus N] [--dry-run] [VERSION...] -- REGEX [JMH options]   (e.g. 2.15.4 2.18.0 2.22.4 2.23.0 -- VectorHeavy -f 5)"
older_or_same() { jfp_older_or_same "$@"; }
# Both written once, in the root pom: the oldest supported version, and the version below which a build leaves out
# the modules that need newer APIs (-Djackson.legacy, e.g. packed Base64 vectors).
OLDEST="$(jfp_pom_property jackson.oldest.supported)"
LEGACY_BELOW="$(jfp_pom_property jackson.legacy.below)"
[ -n "$OLDEST" ] && [ -n "$LEGACY_BELOW" ] || jfp_die "the root pom.xml has no jackson.oldest.supported or jackson.legacy.below"
# the oldest supported, two in between, the default build's
DEFAULT_VERSIONS=("$OLDEST" 2.18.0 2.22.4 "$(jfp_pom_property jackson.version)")

versions=()
engine=()
dry=""
while [ $# -gt 0 ] && [ "$1" != "--" ]; do
  case "$1" in
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    --seed|--rounds) [ $# -ge 2 ] || jfp_die "$1 needs a number ($usage)"; engine+=("$1" "$2"); shift 2; continue ;;
    --duet) engine+=(--duet); shift; continue ;;
    --design|--turn-cpu) [ $# -ge 2 ] || jfp_die "$1 needs a value ($usage)"; engine+=("$1" "$2"); shift 2; continue ;;
    --dry-run) dry=1; shift; continue ;;
    --gc|--cpus) [ $# -ge 2 ] || jfp_die "$1 needs a value ($usage)"; jfp_fork_flag engine "$1" "$2"; shift 2; continue ;;
    -*) jfp_die "unknown option '$1' ($usage)" ;;
  esac
  versions+=("$1")
  shift
done
[ $# -gt 0 ] || jfp_die "missing '--' between the versions and REGEX ($usage)"
shift
[ ${#versions[@]} -gt 0 ] || versions=("${DEFAULT_VERSIONS[@]}")
[ $# -ge 1 ] || jfp_die "no REGEX after '--' ($usage)"
regex="$1"
shift
case "$regex" in -*) jfp_die "expected REGEX after '--', got '$regex' ($usage)" ;; esac
# JMH options: -f N is the number of rounds (a round is one fork per version): the runner reads it (--forks-are-rounds).

# The versions: well formed, supported, each once. Whether they resolve is asked from Maven below.
declare -A seen=()
legacy=()
for v in "${versions[@]}"; do
  if [[ "$v" =~ ^3\. ]]; then
    jfp_die "Jackson $v is Jackson 3: it is not a -Djackson.version but module jackson3, in target/perf.jar beside Jackson 2 (see the report's \"Jackson 2 vs 3\")"
  fi
  [[ "$v" =~ ^2\.([0-9]+)\.([0-9]+)(-[A-Za-z0-9]+)?$ ]] || jfp_die "'$v' is not a Jackson 2 version (such as 2.18.0)"
  release="${v%%-*}"
  if [ "$release" != "$OLDEST" ] && older_or_same "$release" "$OLDEST"; then
    jfp_die "Jackson $v is older than $OLDEST, the oldest version jfp-bench supports"
  fi
  [ -z "${seen[$v]:-}" ] || jfp_die "Jackson $v is given twice"
  seen[$v]=1
  legacy+=("$([ "$release" != "$LEGACY_BELOW" ] && older_or_same "$release" "$LEGACY_BELOW" && echo 1 || echo 0)")
done

jfp_java
host_major="$(jfp_java_major)"
[ -n "$host_major" ] && [ "$host_major" -ge 17 ] || jfp_die "jfp-bench needs Java 17+; $JFP_JAVA is ${host_major:-unknown} (set JAVA_HOME or JAVA)"
jar_of() { echo "$JFP_ROOT/target/perf-jackson-$1.jar"; }
# Build every jar first: a version that does not resolve or build stops everything before any run.
pins=()
notes=()
for i in "${!versions[@]}"; do
  v="${versions[$i]}"
  pins+=("")
  if [ "${JFPBENCH_NO_BUILD:-}" = 1 ] && [ -z "$dry" ]; then
    [ -f "$(jar_of "$v")" ] || jfp_die "no $(jar_of "$v") (build it: ${JFP_BUILD[*]:0:${#JFP_BUILD[@]}-1} -Djackson.version=$v package)"
    continue
  fi
  # Importing the version's jackson-bom is the first thing the build does: does it resolve?
  if ! jfp_mvn_once -Djackson.version="$v" validate >/dev/null 2>&1; then
    jfp_die "Jackson $v does not resolve: Maven cannot get com.fasterxml.jackson:jackson-bom:$v (no such release, or no network)"
  fi
  # The format modules released apart: this version, or a pin (and a note in the report).
  jfp_jackson_pins "$v"
  pins[$i]="${JFP_PINS[*]}"
  for note in ${JFP_PIN_NOTES[@]+"${JFP_PIN_NOTES[@]}"}; do notes+=(--note "$note"); done
done
for i in "${!versions[@]}"; do
  v="${versions[$i]}"
  [ "${JFPBENCH_NO_BUILD:-}" = 1 ] && [ -z "$dry" ] && continue
  flags=(-Djackson.version="$v")
  [ "${legacy[$i]}" = 1 ] && flags+=(-Djackson.legacy)
  # shellcheck disable=SC2206 # the pins are -Dproperty=version words
  [ -z "${pins[$i]}" ] || flags+=(${pins[$i]})
  if [ -n "$dry" ]; then
    echo "Jackson $v: resolves; would build $(jar_of "$v") (${JFP_BUILD[*]:0:${#JFP_BUILD[@]}-1} ${flags[*]} package)"
    continue
  fi
  log="$JFP_RESULTS/tmp/build-jackson-$v.log"
  mkdir -p "$JFP_RESULTS/tmp"
  echo "Building $(jar_of "$v") (${JFP_BUILD[*]:0:${#JFP_BUILD[@]}-1} ${flags[*]} package) ..." >&2
  jfp_build "${flags[@]}" > "$log" 2>&1 \
    || jfp_die "the build for Jackson $v failed (its log: $log)"
  rm -f "$log"
done

if [ -n "$dry" ]; then
  # the version jars are not built: the selection is checked against this checkout's jar
  jfp_ensure_jar
  [ "$(jfp_count "$regex")" -gt 0 ] || jfp_die "no benchmark matches '$regex' (list them: java -jar target/perf.jar -l)"
  jfp_dry_run_done "scripts/jackson-matrix.sh resolved ${#versions[@]} Jackson version(s); then each jar would verify '$regex' and run it in paired rounds"
fi

# Each jar must hold the Jackson it is named after (its sidecar will record it); count what it can run.
counts=()
max=0
for v in "${versions[@]}"; do
  JFP_JAR="$(jar_of "$v")"
  envfile="$(mktemp "${TMPDIR:-/tmp}/jfp-env.XXXXXX")"
  jfp_runner env > "$envfile"
  held="$(jfp_get "$envfile" /libraries/jackson-databind 2>/dev/null || true)"
  rm -f "$envfile"
  [ "$held" = "$v" ] || jfp_die "$JFP_JAR holds Jackson '${held:-none}', not $v (rebuild it)"
  c="$(jfp_count "$regex")"
  counts+=("$c")
  [ "$c" -le "$max" ] || max="$c"
done
[ "$max" -gt 0 ] || jfp_die "no benchmark matches '$regex' in any of the jars (list them: java -jar $(jar_of "${versions[0]}") -l)"

echo "Jackson matrix: '$regex' on Jackson ${versions[*]}, JDK $host_major ($JFP_JAVA)"

# Every jar verifies what it will run before anything is measured: each selected benchmark once (with the -p values
# and -e given), checked against the reference as the tests do. A jar that fails stops everything: exit 2.
verify_params=()
jmh=("$@")
for ((k = 0; k < ${#jmh[@]}; k++)); do
  case "${jmh[$k]}" in
    -p|-e) [ $((k + 1)) -lt ${#jmh[@]} ] && verify_params+=("${jmh[$k]}" "${jmh[$((k + 1))]}") ;;
  esac
done
for i in "${!versions[@]}"; do
  v="${versions[$i]}"
  [ "${counts[$i]}" -gt 0 ] || continue
  set +e
  verified="$("$JFP_JAVA" -Xmx1g -Djava.awt.headless=true -cp "$(jar_of "$v")" dev.jfpbench.perf.Verify "$regex" ${verify_params[@]+"${verify_params[@]}"} 2>&1)"
  rc=$?
  set -e
  if [ "$rc" -ne 0 ]; then
    jfp_die "Jackson $v: $(jar_of "$v") fails verification, nothing measured: $(printf '%s\n' "$verified" | tail -1)"
  fi
  echo "Jackson $v: $(printf '%s\n' "$verified" | tail -1)"
done

sides=()
labels=()
for i in "${!versions[@]}"; do
  v="${versions[$i]}"
  if [ "${counts[$i]}" -eq 0 ]; then
    echo "$JFP_SCRIPT: warning: Jackson $v: no benchmark in its jar matches '$regex': no column" >&2
    notes+=(--note "Jackson $v: no benchmark in its jar matches the selection (none it can run): no column.")
    continue
  fi
  if [ "${counts[$i]}" -lt "$max" ]; then
    notes+=(--note "Jackson $v runs ${counts[$i]} of the $max selected benchmarks; the others are not in its jar (n/a).")
  fi
  echo "Jackson $v: $(jar_of "$v") (${counts[$i]} benchmarks)"
  sides+=(--side "jackson-$v" --side-jar "jackson-$v=$(jar_of "$v")")
  # built just now from this checkout: its commit (with JFPBENCH_NO_BUILD the jars' commits are unknown)
  [ "${JFPBENCH_NO_BUILD:-}" = 1 ] || [ -z "${JFPBENCH_GIT_COMMIT:-}" ] || [ "${JFPBENCH_GIT_DIRTY:-}" = true ] || sides+=(--side-commit "jackson-$v=$JFPBENCH_GIT_COMMIT")
  labels+=(--label "Jackson $v")
done

# The engine runs from the first version's jar (each side runs its own).
JFP_JAR="$(jar_of "${versions[0]}")"
jfp_rounds "" "$regex" --name-prefix jackson-matrix- --forks-are-rounds ${engine[@]+"${engine[@]}"} "${sides[@]}" -- "$@" \
  || jfp_rounds_failed $?

reports="$JFP_RESULTS/reports/$JFP_SESSION"
jfp_tool report "${JFP_SAVED[@]}" "${labels[@]}" --out "$reports" ${notes[@]+"${notes[@]}"} || { echo "$JFP_SCRIPT: the report failed" >&2; exit 3; }
