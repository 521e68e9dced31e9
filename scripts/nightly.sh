#!/usr/bin/env bash
# The nightly gate, measured on the machine it runs on: the baseline COMMIT and the candidate (this tree) are built
# here, each into its own jar, and run as the two sides of one paired session, so nothing measured on another machine
# or at another time is ever compared. Each round is one fork pair of every benchmark still needed: its baseline and
# candidate forks start together, warm up on every CPU, then take turns of about a millisecond, one measured JMH
# iteration each, on one CPU (the last; the rest of their JVMs on the others), so that the machine's slow spells fall
# on both alike, and the round's ratio is read off its paired turns (docs/methodology.md, turns). A round costs each
# benchmark its two JVMs' start, its warm-up (the family's own, both JVMs sharing every CPU) and its turns (the
# runner's --turn-seconds a side; its defaults: RunTool rounds --help). --duet (both forks at once on CPUs of their own) and
# --sequential (one at a time) remain, to compare with. The gate is the paired verdict per benchmark,
# candidate/baseline, with simultaneous 95% intervals over every benchmark (Bonferroni), so the whole run raises a
# false alarm with a chance of at most 5%. The rule: a benchmark regresses when its (simultaneous) interval lies
# wholly below 1 and its ratio is itself beyond the floor (NIGHTLY_FLOOR; "tonight"). The report states, per benchmark, the smallest
# slowdown the run would flag with 80% power (exact: the noncentral t at the night's sd; finding sim-gate says how
# often that statement holds), how many
# benchmarks could see a 10% regression, and the bound a green run gives ("every interval lies within ±X%").
# The rounds go where the intervals are widest: after the least rounds, a benchmark stops once its interval would see
# the design's slowdown with the plan's power (above the stated 80%, so that several such slowdowns are all flagged;
# the run's first lines say it), the others go on within the budget.
# The gate also fails (exit 1) on an allocation increase: bytes per operation (-prof gc) up beyond the forks' spread;
# and, with --history, on a slowdown "since night N": tonight combined with the nights before it against the same
# baseline and forks (docs/methodology.md).
#
# Before the first round, both jars must select the same benchmarks (one on one side only: listed, exit 2, unless
# --allow-one-sided, which leaves it out and says so) and pass the verifier (dev.jfpbench.perf.Verify) on the JDK
# the rounds use (a failure: one line naming the benchmark, exit 2).
#
#   scripts/nightly.sh [--baseline-ref REF | --baseline-jar JAR | --against-file RESULT.json] [--update-baseline]
#                      [--candidate-ref REF | --candidate-jar JAR] [--select REGEX] [--allow-one-sided] [--budget DURATION] [--rounds N] [--turns | --duet | --sequential] [--prof-gc] [--seed N]
#                      [--gc GC] [--cpus N] [--history DIR] [--dry-run]
#
# The baseline:     --baseline-ref REF (a commit, tag or branch), else the commit in results/baseline/REF. It is built
#                   from `git archive REF` in target/baselines/ (kept per commit, so an unchanged baseline is built once).
#                   A ref that does not exist or does not build: one line, exit 2, nothing saved or overwritten.
#                   --baseline-jar JAR: a jar built elsewhere (e.g. target/perf-jackson-2.15.4.jar) instead.
#                   --against-file RESULT.json: no baseline side at all; the candidate alone, compared with a saved
#                   result (Welch with NIGHTLY_RUN_NOISE of drift, labelled cross-run: indicative only).
# The candidate:    this tree, else --candidate-ref REF, built as the baseline is (a past change measured again, e.g.
#                   --baseline-ref A~1 --candidate-ref A), else --candidate-jar JAR; either way this tree's runner runs
#                   the rounds and reads them (the same design and rule), and the candidate's sidecar names its commit.
# --update-baseline after the run, write the candidate's commit to results/baseline/REF (the only way it moves; the
#                   tree must be clean). Commit the file to make it the baseline of every later nightly.
# --select REGEX    another selection (default: the contract selections, about 21 benchmarks).
# --allow-one-sided leave out (and name) the selected benchmarks that one jar lacks, instead of refusing.
# --budget D        after the first round, start no round that would end after D, the least rounds included, as in
#                   every script (NIGHTLY_BUDGET; default below).
# --rounds N        the least rounds (NIGHTLY_ROUNDS; default below), within the budget; then rounds go on for the
#                   benchmarks that cannot yet see NIGHTLY_SEE with the plan's power, while the budget allows.
# --turns, --duet, --sequential  the design (NIGHTLY_DESIGN; default below): the two sides of each benchmark in turns
#                   on one CPU, at once each on a CPU of its own, or one fork at a time (docs/methodology.md).
# --prof-gc         add JMH's -prof gc, the allocation profiler (the default options have it).
# --gc Serial|Parallel|G1|Z  both sides' forks' collector (default G1), as in every script.
# --cpus N          both sides' forks size themselves for N CPUs (-XX:ActiveProcessorCount=N; one at a time also pinned
#                   with taskset to the last N CPUs; with --duet only 1). Both recorded in the sidecars (gc, cpus).
# --history DIR     also write this run's ratios (a history record) into DIR (the workflow keeps them on a branch), and
#                   combine tonight with the earlier records there (the "since night N" alarm).
# --dry-run         resolve the refs and check the options, verify the candidate (and a baseline jar already built or
#                   given) and say what would be built and run; build and run nothing.
#
# Forks: NIGHTLY_JMH_OPTS (default below; no warm-up options: each benchmark warms up as its family's measured
# warm-up says, shared in turns; in turns -i N and -r T are the turns and their time). NIGHTLY_FLOOR: the rule's
# floor (a regression is also beyond it), NIGHTLY_SEE: the slowdown the rounds plan to see. The whole job: NIGHTLY_JOB_LIMIT (default below) from NIGHTLY_JOB_START (seconds since 1970; the
# workflow sets it before its build; default: this script's start): the budget shrinks to what the builds left of it,
# less the time kept for the verdict and the report (RunTool rounds --help, --job-limit). The budget binds the least
# rounds too (the sidecars record the job's start, the budget in force and each round's time).
# JAVA/JAVA_HOME: the JVM.
#
# Exit: 0 no regression; 1 a regression (tonight, allocation, or since night N); 2 bad input (bad ref, a baseline that does not build, a
# selection that matches nothing, a benchmark on one side only, a jar that fails verification); 3 the benchmark run
# itself failed.
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
JFP_INVOCATION="$(jfp_invocation nightly.sh NIGHTLY_JMH_OPTS NIGHTLY_BUDGET NIGHTLY_ROUNDS NIGHTLY_SEE NIGHTLY_DESIGN NIGHTLY_RUN_NOISE NIGHTLY_JOB_LIMIT -- "$@")"
# the whole job's start: the workflow's first step (before its build), else now; the builds below count against it
job_start="${NIGHTLY_JOB_START:-$(date +%s)}"
# shellcheck source=paired.sh
. "$(dirname "$0")/paired.sh"

REF_FILE="$JFP_ROOT/results/baseline/REF"

usage() {
  sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
  echo "Defaults now (scripts/paired.sh, jfp_gate_design): $(jfp_gate_design_text)."
  # generated from the committed A/A nights by scripts/findings.sh --write, checked by its --check
  if [ -f "$JFP_ROOT/scripts/nightly-power.txt" ]; then cat "$JFP_ROOT/scripts/nightly-power.txt"; fi
  echo "Three nights: finding gate-trend; real regressions: gate-real (docs/findings.md); scripts/findings.sh --explain gate-power recomputes it."
}
need() { [ $# -ge 2 ] || jfp_die "$1 needs a value (see --help)"; }
# The gate's design (forks' options, rounds, budget, the slowdown to see, rule): scripts/paired.sh, jfp_gate_design.
jfp_gate_design
update="" allow_one_sided="" gc="" dry="" ref="" base_jar="" against="" cand_ref="" cand_jar="" regex="" budget="$JFP_GATE_BUDGET" rounds="$JFP_GATE_ROUNDS"
engine=() history=""
while [ $# -gt 0 ]; do
  case "$1" in
    --update-baseline) update=1; shift ;;
    --allow-one-sided) allow_one_sided=1; shift ;;
    --prof-gc) gc=1; shift ;;
    --dry-run) dry=1; shift ;;
    --turns) JFP_GATE_DESIGN=turns; shift ;;
    --duet|--sequential) JFP_GATE_DESIGN="${1#--}"; [ -n "${NIGHTLY_JMH_OPTS:-}" ] || JFP_GATE_OPTS=(-prof gc -i 10); shift ;;
    --gc|--cpus) need "$@"; jfp_fork_flag engine "$1" "$2"; shift 2 ;;
    --baseline-ref) need "$@"; ref="$2"; shift 2 ;;
    --baseline-jar) need "$@"; base_jar="$2"; shift 2 ;;
    --against-file) need "$@"; against="$2"; shift 2 ;;
    --candidate-ref) need "$@"; cand_ref="$2"; shift 2 ;;
    --candidate-jar) need "$@"; cand_jar="$2"; shift 2 ;;
    --select) need "$@"; regex="$2"; shift 2 ;;
    --budget) need "$@"; budget="$2"; shift 2 ;;
    --rounds) need "$@"; rounds="$2"; shift 2 ;;
    --seed) need "$@"; engine+=(--seed "$2"); shift 2 ;;
    --history) need "$@"; history="$2"; shift 2 ;;
    -h|--help) usage; exit 0 ;;
    *) jfp_die "unknown option '$1' (see --help)" ;;
  esac
done
given=0
for x in "$ref" "$base_jar" "$against"; do [ -z "$x" ] || given=$((given + 1)); done
[ "$given" -le 1 ] || jfp_die "give one of --baseline-ref, --baseline-jar, --against-file"
[ -z "$against" ] || [ -f "$against" ] || jfp_die "no result file $against"
[ -z "$base_jar" ] || [ -f "$base_jar" ] || jfp_die "no jar $base_jar"
[ -z "$cand_ref" ] || [ -z "$cand_jar" ] || jfp_die "give one of --candidate-ref, --candidate-jar"
[ -z "$cand_jar" ] || [ -f "$cand_jar" ] || jfp_die "no jar $cand_jar"
[ -z "$update" ] || [ -z "$cand_jar" ] || jfp_die "--update-baseline moves the baseline to a commit; a --candidate-jar has none (give --candidate-ref)"
[ -z "$against" ] || [ -z "$cand_ref$cand_jar" ] || jfp_die "--against-file measures this tree alone; not with --candidate-ref or --candidate-jar"
[[ "$job_start" =~ ^[0-9]+$ ]] || jfp_die "NIGHTLY_JOB_START must be seconds since 1970 (date +%s), was '$job_start'"
engine+=(--job-start "$job_start" --job-limit "$JFP_GATE_JOB_LIMIT")

jfp_java
major="$(jfp_java_major)"
[ -n "$major" ] || jfp_die "cannot tell the major version of $JFP_JAVA"
opts=("${JFP_GATE_OPTS[@]}")
if [ -n "$gc" ] && ! jfp_has_gc "${opts[@]}"; then
  opts+=(-prof gc)
fi
JFP_GATE_OPTS=("${opts[@]}") JFP_GATE_ROUNDS="$rounds" JFP_GATE_BUDGET="$budget"

# resolve_ref LABEL REF: the commit REF names (one line, exit 2, when it names none).
resolve_ref() {
  git -C "$JFP_ROOT" rev-parse --verify --quiet "$2^{commit}" 2>/dev/null \
    || jfp_die "$1 ref '$2' does not exist here (on a shallow clone: git fetch origin $2)"
}
# build_commit LABEL REF COMMIT: COMMIT built once into target/baselines/COMMIT.jar, printed (a tree that does not
# build: one line, exit 2).
build_commit() {
  local jar="$JFP_ROOT/target/baselines/$3.jar" src
  if [ ! -f "$jar" ]; then
    src="$(mktemp -d "${TMPDIR:-/tmp}/jfp-$1.XXXXXX")"
    echo "Building the $1 $2 ($3) in $src ..." >&2
    git -C "$JFP_ROOT" archive --format=tar "$3" | tar -x -C "$src"
    # -DskipTests, not JFP_BUILD's flag: an older tree may need its test jars' classes (lib.sh)
    if ! (cd "$src" && mvn -B -q -Dstyle.color=never -DskipTests package) > "$src.build.log" 2>&1; then
      jfp_die "$1 ref '$2' ($3) does not build (log: $src.build.log)"
    fi
    mkdir -p "$(dirname "$jar")"
    cp "$src/target/perf.jar" "$jar.tmp" && mv "$jar.tmp" "$jar"
    rm -rf "$src"
  fi
  echo "$jar"
}

# The baseline commit and a candidate ref: both resolved, then built, before anything is measured.
base_commit=""
if [ -z "$base_jar" ] && [ -z "$against" ]; then
  if [ -z "$ref" ]; then
    [ -f "$REF_FILE" ] || jfp_die "no baseline: $REF_FILE is missing (make it with scripts/nightly.sh --update-baseline, or give --baseline-ref REF)"
    ref="$(head -n 1 "$REF_FILE" | tr -d '[:space:]')"
    [ -n "$ref" ] || jfp_die "$REF_FILE is empty: it should hold the baseline's commit"
  fi
  base_commit="$(resolve_ref baseline "$ref")"
fi
cand_commit="${JFPBENCH_GIT_COMMIT:-}"
[ -z "$cand_ref" ] || cand_commit="$(resolve_ref candidate "$cand_ref")"
if [ -n "$dry" ]; then
  for x in "baseline:$base_commit:$ref" "candidate:${cand_ref:+$cand_commit}:$cand_ref"; do
    IFS=: read -r label commit given <<< "$x"
    [ -n "$commit" ] || continue
    if [ -f "$JFP_ROOT/target/baselines/$commit.jar" ]; then
      echo "The $label $given ($commit): built before, target/baselines/$commit.jar"
      [ "$label" = baseline ] && base_jar="$JFP_ROOT/target/baselines/$commit.jar" || cand_jar="$JFP_ROOT/target/baselines/$commit.jar"
    else
      echo "The $label $given ($commit): would be built (git archive, mvn -DskipTests package) into target/baselines/$commit.jar"
    fi
  done
else
  [ -z "$base_commit" ] || base_jar="$(build_commit baseline "$ref" "$base_commit")"
  [ -z "$cand_ref" ] || cand_jar="$(build_commit candidate "$cand_ref" "$cand_commit")"
fi
jfp_ensure_jar
if [ -z "$regex" ]; then
  # The contract selections as one regex, from the one place they are written (runner's Contract).
  contract="$(mktemp "${TMPDIR:-/tmp}/jfp-contract.XXXXXX")"
  jfp_runner select --contract > "$contract" || jfp_die "cannot read the contract selections from $JFP_JAR"
  regex="$(jfp_get "$contract" /union)"
  rm -f "$contract"
fi
count="$(jfp_count "$regex")"
[ "$count" -gt 0 ] || jfp_die "the nightly selection '$regex' matches no benchmark"

if [ -n "$dry" ]; then
  [ -z "$base_jar" ] || jfp_verify_jar baseline "$base_jar" "$major" "$regex"
  [ -n "$cand_ref" ] && [ -z "$cand_jar" ] || jfp_verify_jar candidate "${cand_jar:-$JFP_JAR}" "$major" "$regex"
  jfp_dry_run_done "scripts/nightly.sh would run $count benchmarks on JDK $major in one paired session ($(jfp_gate_design_text))"
fi

# Before anything is measured: the two jars select the same benchmarks (decided by the runner's `common`), and
# each verifies them on the JVM the rounds will use.
if [ -z "$against" ]; then
  common="$(mktemp "${TMPDIR:-/tmp}/jfp-common.XXXXXX")"
  set +e
  jfp_runner common "$regex" --side "baseline=$base_jar" --side "candidate=${cand_jar:-$JFP_JAR}" ${allow_one_sided:+--allow-one-sided} > "$common"
  rc=$?
  set -e
  [ "$rc" -eq 0 ] || { rm -f "$common"; exit 2; }
  if [ -n "$(jfp_get "$common" /leftOut)" ]; then
    regex="$(jfp_get "$common" /commonRegex)"
    count="$(jfp_get "$common" /count)"
  fi
  rm -f "$common"
fi
verify_jar() { jfp_verify_jar "$1" "$2" "$major" "$regex"; } # LABEL JAR
[ -n "$against" ] || verify_jar baseline "$base_jar"
verify_jar candidate "${cand_jar:-$JFP_JAR}"

echo "Nightly: $count benchmarks on JDK $major ($("$JFP_JAVA" -version 2>&1 | head -1)), at least $rounds paired rounds of ${opts[*]}, budget $budget"
if [ -n "$against" ]; then
  echo "Against the saved result $against: a cross-run comparison (indicative only)."
  jfp_gate_session "nightly-jdk$major-" "$regex" ${engine[@]+"${engine[@]}"}
  base_result="$against"
  candidate="$JFP_RESULT"
else
  if [ -n "$cand_ref" ]; then what="$cand_ref ($cand_commit)"; elif [ -n "$cand_jar" ]; then what="$cand_jar"
  else what="this tree (${JFPBENCH_GIT_COMMIT:-unknown}$([ "${JFPBENCH_GIT_DIRTY:-}" != true ] || echo ', dirty'))"; fi
  echo "Baseline: ${base_commit:-$base_jar}; candidate: $what"
  cand_side=(--side candidate)
  [ -z "$cand_jar" ] || cand_side+=(--side-jar "candidate=$cand_jar")
  [ -z "$cand_ref" ] || cand_side+=(--side-commit "candidate=$cand_commit")
  [ -z "$cand_jar" ] || [ -n "$cand_ref" ] || cand_side+=(--side-commit "candidate=unknown")
  jfp_gate_session "nightly-jdk$major-" "$regex" --side baseline --side-jar "baseline=$base_jar" \
      ${base_commit:+--side-commit "baseline=$base_commit"} "${cand_side[@]}" ${engine[@]+"${engine[@]}"}
  base_result="${JFP_SAVED[0]}"
  candidate="${JFP_SAVED[1]}"
fi

jfp_gate_verdict "$base_result" "$candidate" ${against:+--cross-run}
rc="$JFP_GATE_RC"
if [ -n "$history" ]; then
  mkdir -p "$history"
  files=("$candidate")
  [ -n "$against" ] || files=("$base_result" "$candidate")
  record="$history/$(basename "${candidate%.json}").history.json"
  jfp_tool ratios "${files[@]}" --source nightly --runner "${RUNNER_NAME:-$(hostname)}" \
      --out "$record" || echo "$JFP_SCRIPT: warning: could not write the history record" >&2
  # The second alarm: tonight with the nights before it against the same baseline and forks ("since night N").
  if [ -z "$against" ] && [ -f "$record" ]; then
    set +e
    jfp_tool trend --record "$record" --history "$history" --json "$JFP_GATE_REPORTS/trend.json" > "$JFP_GATE_REPORTS/trend.md"
    trc=$?
    set -e
    cat "$JFP_GATE_REPORTS/trend.md"
    if [ "$trc" -eq 1 ]; then rc=1; elif [ "$trc" -ne 0 ]; then echo "$JFP_SCRIPT: warning: the trend could not be read (exit $trc)" >&2; fi
  fi
fi

if [ -n "$update" ]; then
  [ -n "$cand_commit" ] || jfp_die "--update-baseline: this is not a git checkout"
  [ -n "$cand_ref" ] || [ "${JFPBENCH_GIT_DIRTY:-}" != true ] || jfp_die "--update-baseline: the tree has uncommitted changes; commit them first (the baseline is a commit)"
  mkdir -p "$(dirname "$REF_FILE")"
  printf '%s\n' "$cand_commit" > "$REF_FILE.tmp" && mv "$REF_FILE.tmp" "$REF_FILE"
  echo "Baseline moved to $cand_commit ($REF_FILE): commit it to make it the baseline of later nightlies."
  exit 0
fi
exit "$rc"
