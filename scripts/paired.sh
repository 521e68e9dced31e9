# The paired-rounds engine for scripts: source it after lib.sh (ab.sh, nightly.sh, jackson-change.sh, prove-stats.sh,
# the matrices), and the gate (jfp_gate_*, at the end): the one place its design and rule are written.
#
# jfp_rounds NAME REGEX [engine options] -- [JMH options]
#   Runs REGEX in paired rounds (the runner's rounds: one fork of every benchmark on every side per round; by default
#   the forks a round compares take turns of about a millisecond on one CPU, --design turns; --design duet two sides
#   at once on CPUs of their own; --design sequential one fork at a time, in a seeded shuffled order) and saves each side's merged JMH
#   JSON with its sidecar under results/ (the rounds' own JSON in <session>.rounds/). NAME may be empty (the runner
#   names the run from the regex). Engine options: RunTool rounds --help (--rounds, --target-ci, --budget, --seed,
#   --side LABEL, --side-java/--side-jar/--side-args/--side-commit LABEL=..., --design, --turn-cpu, --shard I/N, ...).
#   Sets JFP_SAVED (the saved results, one per side, in side order), JFP_RESULT (the first) and JFP_SESSION, read
#   from the runner's JSON summary, and JFP_SUMMARY (that file: also every ratio's estimate, /estimates/I/ratio ...). Returns the runner's exit code: 0 saved, 2 bad input, 3 a benchmark run failed
#   (the complete rounds are saved, marked partial). With the engine option --dry-run nothing runs or is saved: it
#   sets JFP_DRY_RUN=1 and returns 0 once the runner has checked and said what a run would do.
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
  JFP_SUMMARY="$summary"
  JFP_RESULT=""
  JFP_DRY_RUN=""
  # a dry run's summary says so and names no session nor results
  if [ "$rc" -eq 0 ] && [ -s "$summary" ] && [ "$(jfp_get "$summary" /dryRun 2>/dev/null)" = true ]; then
    JFP_DRY_RUN=1
    return 0
  fi
  if [ -s "$summary" ]; then
    while IFS= read -r line; do
      JFP_SAVED+=("$line")
    done < <(jfp_get "$summary" /resultList)
    JFP_SESSION="$(jfp_get "$summary" /session)"
  fi
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

# jfp_fork_flag ARRAY OPTION VALUE: the scripts' --gc (the collector, in every script) and --cpus, checked at once (one line,
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
    --gc|--a-gc|--b-gc)
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

# The gate: the design of the paired session that scripts/nightly.sh and scripts/jackson-change.sh run, and the rule
# of their verdicts, written here only (changed here, it changes for both). Each default may be set from the
# environment, under the names nightly.sh --help documents: NIGHTLY_DESIGN (turns: each benchmark's baseline and
# candidate forks take turns on one CPU, a round's ratio read off its paired turns; duet: the two forks at once on
# CPUs of their own; sequential: one fork at a time), NIGHTLY_JMH_OPTS (every fork's JMH options; no warm-up options,
# so each benchmark warms up as its family's measured warm-up says), NIGHTLY_ROUNDS (the least rounds, all within the
# budget), NIGHTLY_BUDGET (after the first round, start no round that would end after it), NIGHTLY_SEE (the slowdown
# every benchmark's simultaneous interval should see with 80% power: a benchmark stops once it does, the rest go on),
# NIGHTLY_FLOOR (the rule's threshold: a regression is also beyond it), NIGHTLY_RUN_NOISE (the drift a cross-run
# comparison allows).
#
# jfp_gate_design: sets JFP_GATE_DESIGN, JFP_GATE_OPTS (an array), JFP_GATE_ROUNDS, JFP_GATE_BUDGET, JFP_GATE_JOB_LIMIT,
#   JFP_GATE_SEE, JFP_GATE_RUN_NOISE and JFP_GATE_RULE (an array: compare's and report's threshold and family-wise
#   confidence). A script's own options (--rounds, --budget, --prof-gc, --turns/--duet/--sequential) then change these
#   variables before jfp_gate_session.
jfp_gate_design() {
  JFP_GATE_DESIGN="${NIGHTLY_DESIGN:-turns}"
  case "$JFP_GATE_DESIGN" in turns|duet|sequential) ;; *) jfp_die "NIGHTLY_DESIGN is turns, duet or sequential, was '$JFP_GATE_DESIGN'" ;; esac
  # in turns a fork's measurement is its turns; one at a time or in a duet, -i 10: the small documents' forks measure
  # 10 iterations of 200 ms, not 20, so that the least rounds end early (finding gate-power)
  local opts="-prof gc"
  [ "$JFP_GATE_DESIGN" = turns ] || opts="-prof gc -i 10"
  read -r -a JFP_GATE_OPTS <<< "${NIGHTLY_JMH_OPTS:-$opts}"
  # the least rounds and the budget are also the resampler's (GateResampler.Rule; GateDesignDefaultsTest holds them
  # equal): few least rounds let the benchmarks whose rounds agree stop early, and their time goes to the widest
  JFP_GATE_ROUNDS="${NIGHTLY_ROUNDS:-6}"
  # 60 minutes of rounds within a 65-minute job (both builds, the rounds, the verdict); 40 until 2026-12-07, when
  # a night could not narrow every benchmark to NIGHTLY_SEE (finding gate-power-budget)
  JFP_GATE_BUDGET="${NIGHTLY_BUDGET:-60m}"
  JFP_GATE_JOB_LIMIT="${NIGHTLY_JOB_LIMIT:-65m}"
  JFP_GATE_SEE="${NIGHTLY_SEE:-5%}"
  JFP_GATE_RUN_NOISE="${NIGHTLY_RUN_NOISE:-2%}"
  JFP_GATE_RULE=(--threshold "${NIGHTLY_FLOOR:-4%}" --family-confidence 95%)
}

# jfp_gate_design_text: the design in one line, for --help and the logs.
jfp_gate_design_text() {
  local how
  case "$JFP_GATE_DESIGN" in
    turns) how="each benchmark's two forks in turns on one CPU (a round: one fork pair, its ratio read off the paired turns)" ;;
    duet) how="the two sides at once (duet)" ;;
    *) how="one at a time" ;;
  esac
  echo "forks ${JFP_GATE_OPTS[*]}, $how; at least $JFP_GATE_ROUNDS rounds, then each benchmark until it sees $JFP_GATE_SEE with the plan's power (the runner's first lines), within $JFP_GATE_BUDGET and the whole job within $JFP_GATE_JOB_LIMIT; rule ${JFP_GATE_RULE[*]}"
}

# jfp_gate_session PREFIX REGEX [engine options]: the gate's paired session of REGEX, named PREFIX<stamp>: at least
#   JFP_GATE_ROUNDS rounds, then rounds only for the benchmarks whose simultaneous interval cannot yet see
#   JFP_GATE_SEE with the plan's power (GatePlan.POWER), while JFP_GATE_BUDGET allows, each fork run with JFP_GATE_OPTS in JFP_GATE_DESIGN. The
#   sides (--side, --side-jar, ...; baseline first) and the rest are the caller's engine options. Saved as jfp_rounds
#   saves (JFP_SAVED, JFP_SESSION); a run that fails exits as jfp_rounds_failed says. A cross-run session (one side)
#   runs its rounds without the allocation, one fork at a time (it has nothing to take turns with).
jfp_gate_session() {
  local prefix="$1" regex="$2" sides=0 a plan=()
  shift 2
  for a in "$@"; do [ "$a" != --side ] || sides=$((sides + 1)); done
  [ "$sides" -ne 2 ] || plan=(--gate-plan "$JFP_GATE_SEE" "${JFP_GATE_RULE[@]}")
  if [ "$sides" -eq 2 ]; then plan+=(--design "$JFP_GATE_DESIGN"); else plan+=(--design sequential); fi
  jfp_rounds "" "$regex" --name-prefix "$prefix" --rounds "$JFP_GATE_ROUNDS" --budget "$JFP_GATE_BUDGET" ${plan[@]+"${plan[@]}"} \
      "$@" -- "${JFP_GATE_OPTS[@]}" || jfp_rounds_failed $?
}

# jfp_gate_verdict BASE CANDIDATE [--cross-run]: the gate's verdict on CANDIDATE against BASE (two saved results):
#   compare with JFP_GATE_RULE (--cross-run: and JFP_GATE_RUN_NOISE of drift), per benchmark with its power, printed
#   and kept in results/reports/<session>/ (compare.md, compare.json), then the report there (report.md). Sets
#   JFP_GATE_REPORTS and JFP_GATE_RC: 0 no regression, 1 a regression, 3 the report failed. A comparison that itself
#   fails exits with its code (2 bad input).
jfp_gate_verdict() {
  local base="$1" candidate="$2" rc=0
  local rule=("${JFP_GATE_RULE[@]}")
  [ "${3:-}" != --cross-run ] || rule+=(--run-noise "$JFP_GATE_RUN_NOISE")
  JFP_GATE_REPORTS="$JFP_RESULTS/reports/${JFP_SESSION:-$(basename "${candidate%.json}")}"
  mkdir -p "$JFP_GATE_REPORTS"
  set +e
  jfp_tool compare "$base" "$candidate" "${rule[@]}" --format md --json "$JFP_GATE_REPORTS/compare.json" > "$JFP_GATE_REPORTS/compare.md"
  rc=$?
  set -e
  cat "$JFP_GATE_REPORTS/compare.md"
  [ "$rc" -le 1 ] || exit "$rc"
  # The report states each comparison once: candidate vs baseline in its Comparison section, the pairs within the
  # candidate (Default/Fast, formats) in theirs.
  jfp_tool report "$candidate" --baseline "$base" "${rule[@]}" --out "$JFP_GATE_REPORTS" >/dev/null \
    || { echo "$JFP_SCRIPT: the report failed" >&2; [ "$rc" -ne 0 ] || rc=3; }
  echo "Report: $JFP_GATE_REPORTS/report.md"
  JFP_GATE_RC="$rc"
}

# jfp_verify_params JMH-OPTIONS...: sets JFP_VERIFY_PARAMS to the -p and -e options among them, which the verifier
#   takes as a run would (a bad -p file fails there).
jfp_verify_params() {
  JFP_VERIFY_PARAMS=()
  while [ $# -gt 0 ]; do
    case "$1" in
      -p|-e) [ $# -ge 2 ] && JFP_VERIFY_PARAMS+=("$1" "$2"); shift ;;
    esac
    shift
  done
}

# jfp_verify_jar LABEL JAR MAJOR REGEX [Verify options]: the benchmarks REGEX selects in JAR, each run once on JFP_JAVA
#   (JDK MAJOR) and checked against the reference (dev.jfpbench.perf.Verify, as the tests do), before anything is
#   measured. Prints "LABEL: " and the verifier's line; a failure: one line naming the jar and the benchmark, exit 2.
jfp_verify_jar() {
  local label="$1" jar="$2" major="$3" regex="$4" out rc
  shift 4
  set +e
  out="$("$JFP_JAVA" -Xmx1g -Djava.awt.headless=true -cp "$jar" dev.jfpbench.perf.Verify "$regex" "$@" 2>&1)"
  rc=$?
  set -e
  [ "$rc" -eq 0 ] || jfp_die "the $label jar $jar fails verification on JDK $major, nothing measured: $(printf '%s\n' "$out" | tail -1)"
  echo "$label: $(printf '%s\n' "$out" | tail -1)"
}
