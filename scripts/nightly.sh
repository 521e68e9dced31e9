#!/usr/bin/env bash
# The nightly comparison: a quick but meaningful run of every benchmark of the contract selections
# (currency reads and writes and media reads in JSON, Smile and CBOR, and the JSON vector benchmarks),
# saved with its sidecar, compared with the committed baseline for the same JDK major version
# (results/baseline/jdk<N>.json), and reported (results/reports/<run>/report.md, compare.md, charts).
#
#   scripts/nightly.sh [--update-baseline] [--gc]
#
# --gc               add JMH's -prof gc (allocation per operation). The default options already have it, so
#                    --gc changes nothing then; it matters with NIGHTLY_JMH_OPTS, and never adds it twice.
# --update-baseline  after the run (and the comparison with the old baseline, if any), make this run the
#                    baseline for this JDK: the only way a baseline is ever replaced. Exits 0 once saved.
#
# Paired rounds (scripts/paired.sh): NIGHTLY_ROUNDS (default 5) rounds, each one fork of every benchmark in a
# seeded shuffled order, with -wi 3 -w 1 -i 2 -r 1 -prof gc per fork: 5 forks x 2 one-second iterations = 10
# samples per side for the comparison with the baseline, rounds to catch JIT variance; about 8 s per fork with
# the JVM starts, about 14 minutes for the ~21 benchmarks on 2 cores. The baseline is a past run, so that
# comparison stays unpaired: Welch's t-test on the fork scores, allowing NIGHTLY_RUN_NOISE (default 2%, measured
# here with A/A runs of the ruler: README, "Proof on this machine") of run-to-run drift of the machine; within
# the run, the Default/Fast and format pairs get paired intervals in the report. Forks get a fixed heap with -XX:+AlwaysPreTouch; the load is printed before and
# after. NIGHTLY_JMH_OPTS / NIGHTLY_ROUNDS override the settings (e.g. for a smoke test). JAVA/JAVA_HOME: the JVM.
#
# Exit: the comparison's: 0 no regression (also when there is no baseline for this JDK yet: said loudly);
# 1 a significant regression beyond 5%; 2 bad input; 3 the benchmark run itself failed.
set -euo pipefail
JFP_INVOCATION="scripts/nightly.sh$(printf ' %q' "$@")"
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
# shellcheck source=paired.sh
. "$(dirname "$0")/paired.sh"

# The contract selections, one regex (JMH finds any match in the benchmark's name).
NIGHTLY_REGEX='.*StdReadVan.*readCurrencyPojo.*|.*StdReadVan.*PojoMedia.*|.*StdWriteVan.*writeCurrencyPojo.*|.*VectorHeavy.*'
NIGHTLY_DEFAULT_OPTS='-wi 3 -w 1 -i 2 -r 1 -prof gc'

update=""
gc=""
for a in "$@"; do
  case "$a" in
    --update-baseline) update=1 ;;
    --gc) gc=1 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) jfp_die "unknown option '$a' (usage: scripts/nightly.sh [--update-baseline] [--gc])" ;;
  esac
done

jfp_java
jfp_ensure_jar
major="$(jfp_java_major)"
[ -n "$major" ] || jfp_die "cannot tell the major version of $JFP_JAVA"
count="$(jfp_count "$NIGHTLY_REGEX")"
[ "$count" -gt 0 ] || jfp_die "the nightly selection matches no benchmark"
read -r -a opts <<< "${NIGHTLY_JMH_OPTS:-$NIGHTLY_DEFAULT_OPTS}"
if [ -n "$gc" ] && ! jfp_has_gc "${opts[@]}"; then
  opts+=(-prof gc)
fi

rounds="${NIGHTLY_ROUNDS:-5}"
echo "Nightly: $count benchmarks on JDK $major ($("$JFP_JAVA" -version 2>&1 | head -1)), $rounds paired rounds of ${opts[*]}"
jfp_rounds "nightly-jdk$major" "$NIGHTLY_REGEX" --rounds "$rounds" -- "${opts[@]}" || { echo "$JFP_SCRIPT: the benchmark run failed" >&2; exit 3; }

reports="$JFP_RESULTS/reports/$(basename "${JFP_RESULT%.json}")"
mkdir -p "$reports"
baseline="$JFP_RESULTS/baseline/jdk$major.json"
run_noise="${NIGHTLY_RUN_NOISE:-2%}"
rc=0
# A failed report fails the nightly, but never hides a regression the comparison found.
report_failed() { echo "$JFP_SCRIPT: the report failed (exit $1)" >&2; [ "$rc" -ne 0 ] || rc="$1"; }
if [ -f "$baseline" ]; then
  set +e
  jfp_tool compare "$baseline" "$JFP_RESULT" --run-noise "$run_noise" --format md > "$reports/compare.md"
  rc=$?
  set -e
  cat "$reports/compare.md"
  if [ "$rc" -le 1 ]; then
    jfp_tool report "$JFP_RESULT" --out "$reports" --baseline "$baseline" --run-noise "$run_noise" || report_failed $?
  else
    jfp_tool report "$JFP_RESULT" --out "$reports" || report_failed $?
  fi
else
  msg="No baseline for JDK $major ($baseline): nothing to compare with. Make one on this machine with scripts/nightly.sh --update-baseline."
  echo "$JFP_SCRIPT: warning: $msg" >&2
  printf '## Comparison\n\n**Warning:** %s\n' "$msg" > "$reports/compare.md"
  jfp_tool report "$JFP_RESULT" --out "$reports" || report_failed $?
fi


if [ -n "$update" ]; then
  jfp_tool baseline "$JFP_RESULT" --dir "$JFP_RESULTS/baseline" --name "jdk$major" --replace
  echo "Baseline for JDK $major updated from $JFP_RESULT"
  exit 0
fi
exit "$rc"
