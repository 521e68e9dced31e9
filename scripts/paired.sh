# The paired-rounds engine for scripts: source it after lib.sh (ab.sh, nightly.sh, prove-stats.sh, the matrices).
#
# jfp_rounds NAME REGEX [engine options] -- [JMH options]
#   Runs REGEX in paired rounds (the runner's rounds: one fork of every benchmark on every side per round, in a
#   seeded shuffled order, or with --duet two sides at once on CPUs of their own) and saves each side's merged JMH
#   JSON with its sidecar under results/ (the rounds' own JSON in <session>.rounds/). NAME may be empty (the runner
#   names the run from the regex). Engine options: RunTool rounds --help (--rounds, --target-ci, --budget, --seed,
#   --side LABEL, --side-java/--side-jar/--side-args/--side-commit LABEL=..., --duet, --shard I/N, --pin, ...).
#   Sets JFP_SAVED (the saved results, one per side, in side order), JFP_RESULT (the first) and JFP_SESSION, read
#   from the runner's JSON summary, and JFP_SUMMARY (that file: also every ratio's estimate, /estimates/I/ratio ...). Returns the runner's exit code: 0 saved, 2 bad input, 3 a benchmark run failed
#   (the complete rounds are saved, marked partial).
#
# Steadier forks by default: a fixed heap (-Xms = -Xmx = JFPBENCH_FORK_HEAP, default 512m) with -XX:+AlwaysPreTouch,
# and a fixed collector and processor count (the runner's --fork-gc, --fork-cpus), so that pinning cannot change
# the JVM that is measured.

jfp_rounds() {
  local name="$1" regex="$2" summary rc
  shift 2
  summary="$(mktemp "${TMPDIR:-/tmp}/jfp-rounds.XXXXXX")"
  [ -z "${JFP_SUMMARY:-}" ] || rm -f "$JFP_SUMMARY"
  set +e
  jfp_runner rounds "$regex" ${name:+--name "$name"} --results "$JFP_RESULTS" --root "$JFP_ROOT" --java "$JFP_JAVA" --jar "$JFP_JAR" \
      --fork-heap "${JFPBENCH_FORK_HEAP:-512m}" --script "${JFP_INVOCATION:-$JFP_SCRIPT}" --summary "$summary" "$@"
  rc=$?
  set -e
  JFP_SAVED=()
  JFP_SESSION=""
  if [ -s "$summary" ]; then
    while IFS= read -r line; do
      JFP_SAVED+=("$line")
    done < <(jfp_get "$summary" /resultList)
    JFP_SESSION="$(jfp_get "$summary" /session)"
  fi
  JFP_SUMMARY="$summary"
  JFP_RESULT="${JFP_SAVED[0]:-}"
  if [ "$rc" -eq 0 ] && [ -z "$JFP_RESULT" ]; then
    echo "$JFP_SCRIPT: the rounds engine saved nothing" >&2
    return 3
  fi
  return "$rc"
}

# jfp_rounds_failed RC: exit after a failed jfp_rounds: 2 (bad input) as it is, else 3 with one line.
jfp_rounds_failed() {
  [ "$1" -eq 2 ] && exit 2
  echo "$JFP_SCRIPT: the benchmark run failed (the complete rounds are saved, marked partial; the rest is in results/tmp/)" >&2
  exit 3
}

# jfp_fork_flag ARRAY OPTION VALUE: the scripts' --gc (--collector in nightly.sh) and --cpus, checked at once (one line,
# exit 2, before anything is built or run) and added to the engine options as the runner's --gc / --cpus (which
# fixes the forks' JVM from them: ForkJvm.options, the one source of -Xms/-Xmx/-XX:+AlwaysPreTouch/-XX:+UseXGC/
# -XX:ActiveProcessorCount; whether N CPUs are there, and --duet or --pin with --cpus, the runner checks). Adds
# them to the array named ARRAY, e.g. jfp_fork_flag engine --gc Serial.
#   --gc Serial|Parallel|G1|Z  the measured forks' collector (default G1); recorded in the sidecar as gc
#   --cpus N                   the forks get N CPUs: -XX:ActiveProcessorCount=N, and JMH and its forks pinned with
#                              taskset to the last N CPUs (without taskset: the count only, said); with --duet only 1
#                              (each side on a CPU of its own); recorded in the sidecar as cpus
# With a fourth argument, a side's label: the side's own --side-gc LABEL=GC / --side-cpus LABEL=N (ab.sh's --a-gc etc.).
jfp_fork_flag() {
  local -n jfp_into="$1"
  local side="${4:-}"
  case "$2" in
    --gc|--collector|--a-gc|--b-gc)
      case "${3,,}" in
        serial|parallel|g1|z) if [ -n "$side" ]; then jfp_into+=(--side-gc "$side=$3"); else jfp_into+=(--gc "$3"); fi ;;
        *) jfp_die "$2 must be one of Serial, Parallel, G1, Z, was '$3'" ;;
      esac ;;
    --cpus|--a-cpus|--b-cpus)
      [[ "$3" =~ ^[1-9][0-9]*$ ]] || jfp_die "$2 must be a count of 1 or more, was '$3'"
      if [ -n "$side" ]; then jfp_into+=(--side-cpus "$side=$3"); else jfp_into+=(--cpus "$3"); fi ;;
    *) jfp_die "jfp_fork_flag: no option $2" ;;
  esac
}

# --pin [CPUS]: the CPUs to pin to when none are given: every CPU but the first (the first takes the
# machine's other work), or CPU 0 on a one-CPU machine.
jfp_default_pin() {
  local n
  n="$(nproc 2>/dev/null || echo 1)"
  if [ "$n" -gt 1 ]; then echo "1-$((n - 1))"; else echo 0; fi
}
