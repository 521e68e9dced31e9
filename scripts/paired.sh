# The paired-rounds engine for scripts: source it after lib.sh (ab.sh, nightly.sh, prove-stats.sh; the matrix
# scripts can call jfp_rounds the same way with one --side per JDK or jar).
#
# jfp_rounds NAME REGEX [engine options] -- [JMH options]
#   Runs REGEX in paired rounds (ReportTool rounds: one fork of every benchmark on every side per round, in
#   a seeded shuffled order), prints the machine's load before and after, and saves each side's merged JMH
#   JSON with its sidecar under results/ (the rounds' own JSON in <session>.rounds/). Engine options:
#   --rounds N, --target-ci 3%, --budget 10m, --max-rounds N, --seed N, --side LABEL (repeat),
#   --side-java LABEL=JAVA, --side-jar LABEL=JAR, --side-args 'LABEL=JMH OPTIONS', --fork-heap SIZE|none,
#   --pin CPUS, --ignore-lock, --threshold, --confidence (ReportTool rounds --help).
#   Sets JFP_SAVED (the saved results, one per side, in side order) and JFP_RESULT (the first). Returns the
#   engine's exit code: 0 saved, 2 bad input, 3 a benchmark run failed (what it has stays in results/tmp/).
#
# Steadier forks by default: a fixed heap (-Xms = -Xmx = JFPBENCH_FORK_HEAP, default 512m) with
# -XX:+AlwaysPreTouch, so heap sizing and page faults stay out of the measurement.

jfp_rounds() {
  local name="$1" regex="$2"
  shift 2
  local log rc
  log="$(mktemp "${TMPDIR:-/tmp}/jfp-rounds.XXXXXX")"
  set +e
  "$JFP_JAVA" -Xmx512m -Djava.awt.headless=true -cp "$JFP_JAR" "$JFP_TOOL_CLASS" rounds "$regex" \
      --name "$name" --results "$JFP_RESULTS" --root "$JFP_ROOT" --java "$JFP_JAVA" --jar "$JFP_JAR" \
      --fork-heap "${JFPBENCH_FORK_HEAP:-512m}" --script "${JFP_INVOCATION:-$JFP_SCRIPT}" "$@" 2>&1 | tee "$log"
  rc=${PIPESTATUS[0]}
  set -e
  JFP_SAVED=()
  while IFS= read -r line; do
    JFP_SAVED+=("${line#Result: }")
  done < <(grep '^Result: ' "$log" || true)
  rm -f "$log"
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
  echo "$JFP_SCRIPT: the benchmark run failed (what it left is in results/tmp/)" >&2
  exit 3
}

# jfp_forks_as_rounds JMH-OPTIONS...: for scripts where a round is one fork per side (the matrices), JMH's -f N
# is the number of rounds: sets JFP_ROUNDS (empty when -f is not given) and JFP_JMH (the other options).
# -rf/-rff/-o belong to the engine.
jfp_forks_as_rounds() {
  JFP_ROUNDS=""
  JFP_JMH=()
  while [ $# -gt 0 ]; do
    case "$1" in
      -f) [ $# -ge 2 ] || jfp_die "-f needs a number"; JFP_ROUNDS="$2"; shift 2 ;;
      -f[0-9]*) JFP_ROUNDS="${1#-f}"; shift ;;
      -rf|-rff|-o) jfp_die "JMH option $1 is set by the rounds engine" ;;
      *) JFP_JMH+=("$1"); shift ;;
    esac
  done
  [ -z "$JFP_ROUNDS" ] || [[ "$JFP_ROUNDS" =~ ^[1-9][0-9]*$ ]] \
    || jfp_die "-f $JFP_ROUNDS: -f is the number of rounds here (each one fork per side): 1 or more"
}

# --pin [CPUS]: the CPUs to pin to when none are given: every CPU but the first (the first takes the
# machine's other work), or CPU 0 on a one-CPU machine.
jfp_default_pin() {
  local n
  n="$(nproc 2>/dev/null || echo 1)"
  if [ "$n" -gt 1 ]; then echo "1-$((n - 1))"; else echo 0; fi
}
