#!/usr/bin/env bash
# The proof that the paired-rounds statistics hold on this machine (not CI: about 45 minutes on 2 busy cores).
# Writes every run under results/proofs/<stamp>/ and prints a summary table (also summary.md there).
#
#   scripts/prove-stats.sh [--reps 21] [--time-limit SECONDS] [--skip-ruler] [--skip-real]
#
# The real pairs run first, then the ruler sessions; --time-limit starts no ruler session after that many
# seconds (the summary then says how many were done).
#
# 1. The ruler (dev.jfpbench.calibration.Ruler, cost linear in tokens), REPS sessions, each in paired rounds with
#    four sides in one shuffled round: A, A' (identical to A), +3% and +10% (-Djfpbench.ruler.extra). Gate verdicts:
#      A/A paired     compare A A'   (paired rounds; nightly rule: 99% CI, 5% threshold)   want: no change >= 95%
#      A/A two runs   compare A(i) A(i+1), separate sessions (Welch, 99%, 5%,              want: no change >= 95%
#                     --run-noise RUN_NOISE, default 2%: the nightly's rule; REPS sessions give REPS-1 of these)
#      +10%           compare A +10% (paired; 99%, 5%)                                     want: slower >= 95%
#      +3%            compare A +3%  (paired; 95%, threshold 1%)                           want: slower > 50%
#    Ruler settings: RULER_ROUNDS (default 6) rounds of -wi 1 -w 200ms -i 4 -r 200ms (RULER_JMH), tokens 20000.
# 2. The real pairs, each in a session of its own, twice back to back (4 sessions), each at most 5 minutes
#    (--target-ci 5% --budget 5m, 95% CI), with shorter forks so that 5 minutes hold 15-20 rounds:
#      vector  VectorHeavyReadWrite fastFPRead/defaultRead               VECTOR_JMH (-wi 1 -w 1s -i 4 -r 1s)
#      cbor    CBORStdReadVanilla readCurrencyPojoFast/Default (true 1)  CBOR_JMH (-wi 2 -i 5 -r 1s)
#    want: CI half-width <= 5%, and each pair's two intervals overlap.
#
# Runs a copy of target/perf.jar, so a rebuild during the proof changes nothing. JAVA/JAVA_HOME: the JVM.
set -euo pipefail
JFP_INVOCATION="scripts/prove-stats.sh$(printf ' %q' "$@")"
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
# shellcheck source=paired.sh
. "$(dirname "$0")/paired.sh"

reps=21 ruler=1 real=1 limit=
while [ $# -gt 0 ]; do
  case "$1" in
    --reps) reps="$2"; shift 2 ;;
    --skip-ruler) ruler=""; shift ;;
    --skip-real) real=""; shift ;;
    --time-limit) limit="$2"; shift 2 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) jfp_die "unknown option '$1' (see --help)" ;;
  esac
done
RULER_ROUNDS="${RULER_ROUNDS:-6}"
read -r -a RULER_JMH <<< "${RULER_JMH:--wi 1 -w 200ms -i 4 -r 200ms}"
read -r -a VECTOR_JMH <<< "${VECTOR_JMH:--wi 1 -w 1s -i 4 -r 1s}"
read -r -a CBOR_JMH <<< "${CBOR_JMH:--wi 2 -i 5 -r 1s}"

jfp_java
jfp_ensure_jar
out="$JFP_RESULTS/proofs/$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$out"
cp "$JFP_JAR" "$out/perf.jar"
JFP_JAR="$out/perf.jar"
export JFPBENCH_NO_BUILD=1
JFP_RESULTS="$out/runs"
summary="$out/summary.md"
log="$out/proof.log"
echo "Proof: $out (log: $log)"
t0=$(date +%s)

# compare BASE NEW [options] -> "verdict ratio ci": verdict slower|faster|same, from compare's summary line.
gate() {
  local text rc=0
  text="$(jfp_tool compare "$@" --format text 2>&1)" || rc=$?
  echo "$text" >> "$log"
  [ "$rc" -le 1 ] || { echo "error - -"; return; }
  local row verdict
  row="$(echo "$text" | grep '^Ruler.consume' | head -1)"
  if echo "$text" | grep -q '^No regression: 0 slower, 0 faster'; then verdict=same
  elif echo "$text" | grep -q '^REGRESSION'; then verdict=slower
  else verdict=faster; fi
  # Columns: Benchmark  Mode  Units  Base  New  Ratio  Change  p-value|CI  Verdict
  echo "$verdict $(echo "$row" | awk -F'  +' '{print $6, $8}' | tr ' ' '_')"
}

# ---- summary (rewritten after every step, so a stopped proof still says what it found) ----
write_summary() {
{
  echo "## Proof of the paired statistics ($(date -u +%Y-%m-%d), $(nproc) CPUs, $("$JFP_JAVA" -version 2>&1 | head -1))"
  echo
  if [ -s "$out/ruler.tsv" ]; then
    echo "Ruler: $(grep -c aa_paired "$out/ruler.tsv") of $reps sessions done, each of $RULER_ROUNDS rounds, ${RULER_JMH[*]}, sides A, A', +3%, +10% shuffled in each round."
    echo
    echo "| Check | Gate settings | Want | Verdicts | Result |"
    echo "| --- | --- | --- | --- | --- |"
    for check in aa_paired aa_runs p10 p3; do
      n=$(awk -F'\t' -v c="$check" '$2 == c' "$out/ruler.tsv" | wc -l)
      same=$(awk -F'\t' -v c="$check" '$2 == c && $3 ~ /^same/' "$out/ruler.tsv" | wc -l)
      slower=$(awk -F'\t' -v c="$check" '$2 == c && $3 ~ /^slower/' "$out/ruler.tsv" | wc -l)
      faster=$(awk -F'\t' -v c="$check" '$2 == c && $3 ~ /^faster/' "$out/ruler.tsv" | wc -l)
      case "$check" in
        aa_paired) what="A/A, pair within a run"; how="paired, 99% CI, 5%"; want="no change ≥ 95%"; ok=$(( n > 0 && same * 100 >= 95 * n )) ;;
        aa_runs) what="A/A, two runs"; how="Welch, 99%, 5%, run noise ${RUN_NOISE:-2%}"; want="no change ≥ 95%"; ok=$(( n > 0 && same * 100 >= 95 * n )) ;;
        p10) what="+10% cost"; how="paired, 99% CI, 5%"; want="slower ≥ 95%"; ok=$(( n > 0 && slower * 100 >= 95 * n )) ;;
        p3) what="+3% cost"; how="paired, 95% CI, 1%"; want="slower > 50%"; ok=$(( n > 0 && slower * 2 > n )) ;;
      esac
      echo "| $what | $how | $want | $same no change, $slower slower, $faster faster (of $n) | $([ "$ok" -eq 1 ] && echo met || echo NOT met) |"
    done
    echo
  fi
  if [ -s "$out/real.tsv" ]; then
    echo "Real pairs, one session per pair and run (95% CI, --target-ci 5% --budget 5m; vector: ${VECTOR_JMH[*]}; CBOR: ${CBOR_JMH[*]}):"
    echo
    echo "| Run | Pair | Rounds | Ratio | 95% CI | Half-width | Run time |"
    echo "| --- | --- | ---: | ---: | ---: | ---: | ---: |"
    awk -F'\t' '{printf "| %s | %s | %s | %s | %s | %s | %ss |\n", $1, $2, $3, $4, $5, $6, $7}' "$out/real.tsv"
    echo
  fi
} > "$summary"
}

# real_pair RUN PAIR REGEX JMH...: one session of one real pair; a line of real.tsv.
real_pair() {
  local i="$1" pair="$2" regex="$3" start secs
  shift 3
  echo "== real pair $pair, run $i/2 ($(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?'))"
  start=$(date +%s)
  jfp_rounds "real-$pair-$i" "$regex" --target-ci 5% --budget 5m --confidence 95% --seed "$i" -- "$@" \
      > "$out/real-$pair-$i.log" 2>&1 || jfp_die "real pair $pair run $i failed (see $out/real-$pair-$i.log)"
  secs=$(( $(date +%s) - start ))
  grep 'Fast/Default' "$out/real-$pair-$i.log" | grep -v -E '^(Stopped|  )' \
      | awk -F'  +' -v run="$i" -v secs="$secs" '{print run "\t" $1 "\t" $3 "\t" $4 "\t" $5 "\t" $6 "\t" secs}' >> "$out/real.tsv"
  grep '^Stopped:' "$out/real-$pair-$i.log" | sed 's/^/   /'
  write_summary
}

if [ -n "$real" ]; then
  : > "$out/real.tsv"
  for i in 1 2; do
    real_pair "$i" vector '^dev\.jfpbench\.vectors\.VectorHeavyReadWrite\.(default|fastFP)Read$' "${VECTOR_JMH[@]}"
  done
  for i in 1 2; do
    real_pair "$i" cbor '^dev\.jfpbench\.cbor\.CBORStdReadVanilla\.readCurrencyPojo(Default|Fast)$' "${CBOR_JMH[@]}"
  done
fi

if [ -n "$ruler" ]; then
  : > "$out/ruler.tsv"
  prev_a=""
  for i in $(seq 1 "$reps"); do
    if [ -n "$limit" ] && [ $(( $(date +%s) - t0 )) -ge "$limit" ]; then
      echo "== time limit reached: $((i - 1)) of $reps ruler sessions done"
      break
    fi
    echo "== ruler session $i/$reps ($(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?'))"
    jfp_rounds "ruler-$i" '^dev\.jfpbench\.calibration\.Ruler\.consume$' --rounds "$RULER_ROUNDS" --seed "$i" \
        --side A --side A2 --side P3 --side P10 \
        --side-args 'P3=-jvmArgsAppend -Djfpbench.ruler.extra=3' --side-args 'P10=-jvmArgsAppend -Djfpbench.ruler.extra=10' \
        -- "${RULER_JMH[@]}" >> "$log" 2>&1 || jfp_die "ruler session $i failed (see $log)"
    a="${JFP_SAVED[0]}" a2="${JFP_SAVED[1]}" p3="${JFP_SAVED[2]}" p10="${JFP_SAVED[3]}"
    printf '%s\taa_paired\t%s\n' "$i" "$(gate "$a" "$a2")" >> "$out/ruler.tsv"
    printf '%s\tp10\t%s\n' "$i" "$(gate "$a" "$p10")" >> "$out/ruler.tsv"
    printf '%s\tp3\t%s\n' "$i" "$(gate "$a" "$p3" --threshold 1% --confidence 95%)" >> "$out/ruler.tsv"
    if [ -n "$prev_a" ]; then
      printf '%s\taa_runs\t%s\n' "$i" "$(gate "$prev_a" "$a" --run-noise "${RUN_NOISE:-2%}")" >> "$out/ruler.tsv"
    fi
    prev_a="$a"
    tail -n 4 "$out/ruler.tsv" | sed 's/^/   /'
    write_summary
  done
fi

cat "$summary"
