#!/usr/bin/env bash
# A/B in paired rounds: answers that hold on a noisy machine. Each round is one fork of every selected benchmark on
# every side; the forks a round compares (A's and B's of a benchmark; with one side, each Default and its Fast, a
# format or library and its reference) take turns of about a millisecond, one measured JMH iteration each, on one CPU
# (the last; the rest of their JVMs on the others), so that the machine's slow spells fall on every side alike, and
# the round's ratio is read off its paired turns. A round costs each group its JVMs' start, its warm-up (the family's
# own, the JVMs sharing every CPU) and its turns (--turn-seconds a side; the defaults: runner/RunTool rounds --help).
# The rounds give each ratio a confidence interval.
#
#   scripts/ab.sh [options] REGEX [JMH options]
#
# One side (no --b-* option): the ratios within the run, e.g. Fast/Default and format/JSON:
#   scripts/ab.sh 'VectorHeavyReadWrite\.(default|fastFP)Read$' --target-ci 3% --budget 5m
#   scripts/ab.sh 'CBORStdReadVanilla\.readCurrencyPojo' --rounds 10
# Two sides (A and B): every benchmark on both, B/A with an interval, and compare's paired verdict:
#   scripts/ab.sh --a-java /usr/lib/jvm/jdk-17/bin/java --b-java /usr/lib/jvm/jdk-25/bin/java 'StdReadVanilla\.readCurrencyPojo'
#   scripts/ab.sh --b-jar target/perf-jackson-2.15.4.jar 'VectorHeavyReadWrite.fastFPRead'
#   scripts/ab.sh --b-args '-jvmArgsAppend -Djfpbench.ruler.extra=10' 'Ruler'          # a known +10% cost
#
# Options:
#   --rounds N            rounds to run (default 8), all of them (no budget applies); with --target-ci the least
#                         (default and minimum 5), within the budget
#   --target-ci PCT       add rounds until every ratio's CI half-width is within PCT (e.g. 3%)
#   --budget DURATION     with --target-ci: after the first round, start no round that would end after this (e.g. 10m),
#                         the least rounds included, as in every script; says whether the target was met
#   --max-rounds N        with --target-ci, the most rounds (default 40)
#   --seed N              the shuffle's seed (default: from the clock; always recorded in the sidecar)
#   --shard I/N           run only shard I of N of the selection (every pair the report knows kept whole in one shard)
#   --a-java/--b-java J   the java of side A/B        --a-jar/--b-jar JAR  the perf.jar of side A/B
#   --a-args/--b-args 'JMH OPTIONS'  extra JMH options of side A/B
#   --a-label/--b-label L side names (default A, B)
#   --design D            turns (default); to compare with them, duet (A's and B's forks of a benchmark at the same
#                         time, each on a CPU of its own, the CPUs swapped every round; needs 2 CPUs; also --duet) or
#                         sequential (one fork at a time, in a seeded shuffled order)
#   --turn-cpu CPU        the CPU the turns take (default: the last this process may use); --turn-time T (default 1ms)
#                         and --turn-seconds S (what each side measures per fork) change the turns; JMH's
#                         -i N and -r T, given to every side, are the turns and their time
#   --busy N              start N busy loops before the rounds and stop them at the end: the session at a busy hour
#   --pin [CPUS]          with --design sequential (implied): pin JMH and its forks with taskset (default CPUs: all but the first)
#   --heap SIZE|none      fixed fork heap, -Xms = -Xmx with -XX:+AlwaysPreTouch (default 512m)
#   --gc Serial|Parallel|G1|Z  the forks' collector (default G1)
#   --cpus N              give the forks N CPUs: -XX:ActiveProcessorCount=N, and JMH and its forks pinned with taskset
#                         to the last N CPUs (no taskset: the count only, said); with --duet only --cpus 1; not beyond
#                         the machine's CPUs; --pin with it must list N CPUs. Both are recorded in the sidecar (gc, cpus)
#   --a-gc/--b-gc GC, --a-cpus/--b-cpus N  one side's own collector or CPU count (pinned to the last N CPUs), in place
#                         of --gc/--cpus: e.g. --a-gc G1 --a-cpus 2 --b-gc Serial --b-cpus 1, what a 2-CPU JVM and a
#                         1-CPU container pick; each side's sidecar records its own (not with --duet beyond 1 CPU)
#   --ignore-lock         run beside another JMH run instead of waiting for its lock (costs accuracy)
#   --threshold PCT       verdicts count only beyond this (default 5%)    --confidence PCT  (default 99%)
#   --family-confidence PCT  simultaneous intervals over every benchmark compared (Bonferroni), in place of --confidence:
#                         a red anywhere in the run by chance at most 1 - PCT (the nightly gate's rule, e.g. 95%)
#   --name NAME           the run's name in results/ (default: from the regex)
#   --dry-run             check everything a run needs (the options, the jar, the selection on every side, the budget)
#                         and verify each selected benchmark once on every side with the -p/-e given; run nothing
#
# Every fork's JVM is fixed (heap, collector, processor count: RunTool rounds --help), so pinning or a duet cannot
# change what is measured; the sidecar records what the forks' JVM was.
# JMH options apply to every invocation (not -f: a round is one fork; in turns not a side's own -i or -r). Saved: results/<stamp>-<name>[-<side>].json
# (+ .meta.json with the seed, the order and the load; <stamp>-<name>.rounds/ with each round's JMH JSON) and a
# report in results/reports/<stamp>-<name>/. Exit: 0 done (A/B: B not slower); 1 A/B: B significantly slower
# beyond the threshold; 2 bad input; 3 a benchmark run failed.
# Red (exit 1) and green are per benchmark, each at --confidence, with no correction for how many the regex selects:
# with many, one can be red by chance; --family-confidence makes it one rule over the whole selection.
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
JFP_INVOCATION="$(jfp_invocation ab.sh -- "$@")"
# shellcheck source=paired.sh
. "$(dirname "$0")/paired.sh"

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; }

engine=()
stats=()
a_label=A b_label=B
a_java="" b_java="" a_jar="" b_jar="" a_args="" b_args=""
two=""
a_fork=() b_fork=() checked=()
rounds_given="" target="" name="" regex="" dry="" busy=0
jmh=()
need() { [ $# -ge 2 ] || jfp_die "$1 needs a value (see --help)"; }
while [ $# -gt 0 ]; do
  case "$1" in
    -h|--help) usage; exit 0 ;;
    --rounds|--max-rounds|--budget|--seed|--shard|--duet-cpus) need "$@"; engine+=("$1" "$2"); [ "$1" = --rounds ] && rounds_given=1; shift 2 ;;
    --target-ci) need "$@"; engine+=("$1" "$2"); target=1; shift 2 ;;
    --threshold|--confidence|--family-confidence) need "$@"; stats+=("$1" "$2"); shift 2 ;;
    --a-java) need "$@"; a_java="$2"; shift 2 ;;
    --b-java) need "$@"; b_java="$2"; two=1; shift 2 ;;
    --a-jar) need "$@"; a_jar="$2"; shift 2 ;;
    --b-jar) need "$@"; b_jar="$2"; two=1; shift 2 ;;
    --a-args) need "$@"; a_args="$2"; shift 2 ;;
    --b-args) need "$@"; b_args="$2"; two=1; shift 2 ;;
    --a-label) need "$@"; a_label="$2"; shift 2 ;;
    --b-label) need "$@"; b_label="$2"; two=1; shift 2 ;;
    --heap) need "$@"; export JFPBENCH_FORK_HEAP="$2"; shift 2 ;;
    --gc|--cpus) need "$@"; jfp_fork_flag engine "$1" "$2"; shift 2 ;;
    --a-gc|--a-cpus) need "$@"; jfp_fork_flag checked "$1" "$2" A; a_fork+=("$1" "$2"); shift 2 ;;
    --b-gc|--b-cpus) need "$@"; jfp_fork_flag checked "$1" "$2" B; b_fork+=("$1" "$2"); two=1; shift 2 ;;
    --ignore-lock|--duet) engine+=("$1"); shift ;;
    --design) need "$@"; engine+=(--design "$2"); shift 2 ;;
    --busy) need "$@"; busy="$2"; shift 2 ;;
    --turn-cpu|--turn-time|--turn-seconds) need "$@"; engine+=("$1" "$2"); shift 2 ;;
    --dry-run) engine+=(--dry-run); dry=1; shift ;;
    --pin)
      engine+=(--design sequential)
      if [ $# -ge 2 ] && [[ "$2" =~ ^[0-9][0-9,-]*$ ]]; then engine+=(--pin "$2"); shift 2
      else engine+=(--pin "$(jfp_default_pin)"); shift; fi ;;
    --name) need "$@"; name="$2"; shift 2 ;;
    *)
      if [ -z "$regex" ]; then regex="$1"; else jmh+=("$1"); fi
      shift ;;
  esac
done
[ -n "$regex" ] || jfp_die "usage: scripts/ab.sh [options] REGEX [JMH options]   (see --help)"
[ -n "$rounds_given" ] || [ -n "$target" ] || engine+=(--rounds 8)
[ -z "$a_jar" ] || [ -f "$a_jar" ] || jfp_die "no jar $a_jar"
[ -z "$b_jar" ] || [ -f "$b_jar" ] || jfp_die "no jar $b_jar"

jfp_java
jfp_ensure_jar
if [ -n "$two" ] || [ -n "$a_java$a_jar$a_args${a_fork[*]}" ]; then
  [ "$a_label" != "$b_label" ] || jfp_die "--a-label and --b-label must differ"
  engine+=(--side "$a_label" --side "$b_label")
  [ -z "$a_java" ] || engine+=(--side-java "$a_label=$a_java")
  [ -z "$b_java" ] || engine+=(--side-java "$b_label=$b_java")
  [ -z "$a_jar" ] || engine+=(--side-jar "$a_label=$(cd "$(dirname "$a_jar")" && pwd)/$(basename "$a_jar")")
  [ -z "$b_jar" ] || engine+=(--side-jar "$b_label=$(cd "$(dirname "$b_jar")" && pwd)/$(basename "$b_jar")")
  [ -z "$a_args" ] || engine+=(--side-args "$a_label=$a_args")
  [ -z "$b_args" ] || engine+=(--side-args "$b_label=$b_args")
  for ((i = 0; i < ${#a_fork[@]}; i += 2)); do jfp_fork_flag engine "${a_fork[i]}" "${a_fork[i+1]}" "$a_label"; done
  for ((i = 0; i < ${#b_fork[@]}; i += 2)); do jfp_fork_flag engine "${b_fork[i]}" "${b_fork[i+1]}" "$b_label"; done
  two=1
fi

[ -n "$dry" ] || jfp_busy_start "$busy"
jfp_rounds "$name" "$regex" "${engine[@]}" ${stats[@]+"${stats[@]}"} -- ${jmh[@]+"${jmh[@]}"} || jfp_rounds_failed $?
jfp_busy_stop
if [ -n "$JFP_DRY_RUN" ]; then
  jfp_verify_params ${jmh[@]+"${jmh[@]}"}
  for side in A B; do
    [ "$side" = A ] || [ -n "$two" ] || break
    if [ "$side" = A ]; then j="${a_java:-$JFP_JAVA}" jar="${a_jar:-$JFP_JAR}" l="$a_label"; else j="${b_java:-$JFP_JAVA}" jar="${b_jar:-$JFP_JAR}" l="$b_label"; fi
    JFP_JAVA="$j" jfp_verify_jar "$l" "$jar" "$(JFP_JAVA="$j" jfp_java_major)" "$regex" ${JFP_VERIFY_PARAMS[@]+"${JFP_VERIFY_PARAMS[@]}"}
  done
  jfp_dry_run_done "scripts/ab.sh checked its options and its selection and verified it on each side"
fi
rc=0

reports="$JFP_RESULTS/reports/$JFP_SESSION"
mkdir -p "$reports"
if [ -n "$two" ]; then
  set +e
  jfp_tool compare "${JFP_SAVED[0]}" "${JFP_SAVED[1]}" ${stats[@]+"${stats[@]}"} --format md > "$reports/compare.md"
  rc=$?
  set -e
  echo
  cat "$reports/compare.md"
  [ "$rc" -le 1 ] || exit "$rc"
  jfp_tool report "${JFP_SAVED[@]}" --label "$a_label" --label "$b_label" --out "$reports" ${stats[@]+"${stats[@]}"} >/dev/null || exit $?
else
  jfp_tool report "$JFP_RESULT" --out "$reports" ${stats[@]+"${stats[@]}"} >/dev/null || exit $?
fi
echo "Report: $reports/report.md"
exit "$rc"
