#!/usr/bin/env bash
# The proofs that the verdicts hold on this machine (not CI). Every run goes under results/proofs/<stamp>/ with a
# summary (summary.md, rewritten after every session, so a stopped proof still says what it found).
#
#   scripts/prove-stats.sh duet [--reps N]                 duet vs sequential, same hour, on the ruler and the real pairs
#   scripts/prove-stats.sh nightly-aa [--reps N]           the same-runner nightly, baseline = candidate (A/A)
#   scripts/prove-stats.sh nightly-known --baseline-jar JAR [--reps N]   a known real change (e.g. a Jackson 2.15.4 jar)
#
# duet (default 6 reps: 35 minutes on a quiet machine, up to about 90 on a busy one): every rep runs, alternating which mode goes first,
#   - the ruler (dev.jfpbench.calibration.Ruler, cost linear in tokens) in three two-sided sessions per mode: A/A'
#     (identical), A/+3% and A/+10% (-Djfpbench.ruler.extra), RULER_ROUNDS (6) rounds of RULER_JMH; gate verdicts
#     (compare: paired, 99%, 5%; +3% at 95%, 1%) and whether each interval holds the truth (1, 1/1.03, 1/1.10);
#   - the real pairs, one-sided sessions of --target-ci 5% --budget 5m at 95%: the vector read fastFP/default
#     (VECTOR_JMH) and the CBOR currency read Fast/Default (truth 1.0, CBOR_JMH); sequential, then the same pair
#     in a duet (Default and Fast of a round at once, each on a CPU of its own), or the other way round.
# nightly-aa (default 20 reps): scripts/nightly.sh with the baseline built from this tree's commit (it must be clean)
#   on NIGHTLY_AA_SELECT; want: a red gate in at most 5% of sessions.
# nightly-known (default 20 reps): scripts/nightly.sh against --baseline-jar on NIGHTLY_KNOWN_SELECT; want: the
#   known change (KNOWN_BENCH, default the vector fastFPRead) flagged with the right direction in at least 19 of 20.
#
# REAL_BUDGET (default 5m): each real-pair session's budget (the target is ±5% within 5 minutes).
# NIGHTLY_DESIGN (turns, duet or sequential) goes to the nightly sessions as to any nightly (its default: nightly.sh --help). Runs a copy of
# target/perf.jar, so a rebuild during the proof
# changes nothing. JAVA/JAVA_HOME: the JVM.
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
JFP_INVOCATION="$(jfp_invocation prove-stats.sh CBOR_JMH KNOWN_BENCH NIGHTLY_AA_SELECT NIGHTLY_DESIGN NIGHTLY_KNOWN_SELECT NIGHTLY_PROOF_BUDGET NIGHTLY_PROOF_JMH REAL_BUDGET RULER_JMH RULER_ROUNDS VECTOR_JMH -- "$@")"
# shellcheck source=paired.sh
. "$(dirname "$0")/paired.sh"

[ $# -ge 1 ] || jfp_die "usage: scripts/prove-stats.sh duet|nightly-aa|nightly-known [options] (see --help)"
mode="$1"
shift
reps="" base_jar=""
while [ $# -gt 0 ]; do
  case "$1" in
    --reps) reps="$2"; shift 2 ;;
    --baseline-jar) base_jar="$2"; shift 2 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) jfp_die "unknown option '$1' (see --help)" ;;
  esac
done
case "$mode" in
  duet) reps="${reps:-6}" ;;
  nightly-aa|nightly-known) reps="${reps:-20}" ;;
  -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
  *) jfp_die "unknown proof '$mode' (duet, nightly-aa, nightly-known)" ;;
esac
RULER_ROUNDS="${RULER_ROUNDS:-6}"
read -r -a RULER_JMH <<< "${RULER_JMH:--wi 1 -w 200ms -i 4 -r 200ms}"
read -r -a VECTOR_JMH <<< "${VECTOR_JMH:--wi 1 -w 1s -i 4 -r 1s}"
read -r -a CBOR_JMH <<< "${CBOR_JMH:--wi 2 -i 5 -r 1s}"

jfp_java
jfp_ensure_jar
out="$JFP_RESULTS/proofs/$(date -u +%Y%m%dT%H%M%SZ)-$mode"
mkdir -p "$out"
cp "$JFP_JAR" "$out/perf.jar"
JFP_JAR="$out/perf.jar"
runs="$out/runs"
JFP_RESULTS="$runs"
# The nightly sessions are scripts of their own: they take the copied jar and the proof's results folder from here.
export JFPBENCH_NO_BUILD=1 JFPBENCH_JAR="$JFP_JAR" JFPBENCH_RESULTS="$runs"
summary="$out/summary.md"
log="$out/proof.log"
echo "Proof ($mode): $out (log: $log)"
load() { cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo '?'; }

# gate BASE NEW [compare options] -> "verdict ratio low high halfwidth" from compare's JSON.
gate() {
  local json="$out/gate.json" rc=0
  jfp_tool compare "$@" --json "$json" --format text >> "$log" 2>&1 || rc=$?
  [ "$rc" -le 1 ] || { echo "error - - - -"; return; }
  printf '%s %s %s %s %s\n' "$(jfp_get "$json" /rows/0/verdict)" "$(jfp_get "$json" /rows/0/ratio)" \
      "$(jfp_get "$json" /rows/0/low 2>/dev/null || echo nan)" "$(jfp_get "$json" /rows/0/high 2>/dev/null || echo nan)" \
      "$(jfp_get "$json" /rows/0/halfWidth 2>/dev/null || echo inf)"
}

# ---- duet vs sequential ----
# ruler.tsv: rep mode check verdict ratio low high halfwidth truth
# real.tsv:  rep mode pair ratio low high halfwidth rounds seconds stop
ruler_session() {
  local rep="$1" m="$2" check="$3" side="$4" extra="$5" truth="$6" duet=()
  if [ "$m" = duet ]; then duet=(--duet); else duet=(--design sequential); fi
  local args=(--side A --side "$side")
  [ -z "$extra" ] || args+=(--side-args "$side=-jvmArgsAppend -Djfpbench.ruler.extra=$extra")
  jfp_rounds "ruler-$rep-$m-$check" '^dev\.jfpbench\.calibration\.Ruler\.consume$' --rounds "$RULER_ROUNDS" --seed "$rep" \
      "${args[@]}" ${duet[@]+"${duet[@]}"} -- "${RULER_JMH[@]}" >> "$log" 2>&1 || jfp_die "ruler session $rep $m $check failed (see $log)"
  local g
  if [ "$check" = p3 ]; then g="$(gate "${JFP_SAVED[0]}" "${JFP_SAVED[1]}" --threshold 1% --confidence 95%)"
  else g="$(gate "${JFP_SAVED[0]}" "${JFP_SAVED[1]}")"; fi
  printf '%s\t%s\t%s\t%s\t%s\n' "$rep" "$m" "$check" "$(echo "$g" | tr ' ' '\t')" "$truth" >> "$out/ruler.tsv"
}

real_session() {
  local rep="$1" m="$2" pair="$3" regex="$4" start secs duet=()
  shift 4
  if [ "$m" = duet ]; then duet=(--duet); else duet=(--design sequential); fi
  start=$(date +%s)
  jfp_rounds "real-$rep-$m-$pair" "$regex" --target-ci 5% --budget "${REAL_BUDGET:-5m}" --confidence 95% --seed "$rep" ${duet[@]+"${duet[@]}"} -- "$@" \
      >> "$log" 2>&1 || jfp_die "real pair $pair ($m) failed (see $log)"
  secs=$(( $(date +%s) - start ))
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$rep" "$m" "$pair" "$(jfp_get "$JFP_SUMMARY" /estimates/0/ratio)" \
      "$(jfp_get "$JFP_SUMMARY" /estimates/0/low)" "$(jfp_get "$JFP_SUMMARY" /estimates/0/high)" \
      "$(jfp_get "$JFP_SUMMARY" /estimates/0/halfWidth)" "$(jfp_get "$JFP_SUMMARY" /estimates/0/rounds)" "$secs" \
      "$(jfp_get "$JFP_SUMMARY" /stop | cut -c1-60)" >> "$out/real.tsv"
}

duet_summary() {
{
  echo "## Duet vs sequential rounds ($(date -u +%Y-%m-%d), $(nproc) CPUs, $("$JFP_JAVA" -version 2>&1 | head -1))"
  echo
  echo "Each rep ran both modes back to back (alternating which first). Ruler: $RULER_ROUNDS rounds of ${RULER_JMH[*]}."
  echo
  if [ -s "$out/ruler.tsv" ]; then
    echo "| Ruler check | Mode | Sessions | Verdicts | Interval holds the truth | Median ± |"
    echo "| --- | --- | ---: | --- | ---: | ---: |"
    for check in aa p3 p10; do
      for m in sequential duet; do
        awk -F'\t' -v c="$check" -v m="$m" '$3 == c && $2 == m {
            n++; v[$4]++; if ($6 <= $9 + 1e-12 && $9 <= $7 + 1e-12) held++; hw[n] = $8 }
          END { if (n == 0) exit;
            for (i = 2; i <= n; i++) { x = hw[i]; j = i - 1; while (j > 0 && hw[j] > x) { hw[j + 1] = hw[j]; j-- } hw[j + 1] = x }
            med = (n % 2) ? hw[(n + 1) / 2] : (hw[n / 2] + hw[n / 2 + 1]) / 2;
            s = ""; for (k in v) s = s k " " v[k] ", "; sub(/, $/, "", s);
            printf "| %s | %s | %d | %s | %d of %d | ±%.1f%% |\n", c, m, n, s, held, n, med * 100 }' "$out/ruler.tsv"
      done
    done
    echo
    echo "aa: A/A' (want: within, truth 1); p3: +3% cost (95%, 1%; want: slower; truth 1/1.03); p10: +10% (want: slower; truth 1/1.10)."
    echo
  fi
  if [ -s "$out/real.tsv" ]; then
    echo "| Rep | Mode | Pair | Ratio | 95% CI | ± | Rounds | Seconds | Stop |"
    echo "| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | --- |"
    awk -F'\t' '{ printf "| %s | %s | %s | %.3f× | %.3f–%.3f | ±%.1f%% | %s | %s | %s |\n", $1, $2, $3, $4, $5, $6, $7 * 100, $8, $9, $10 }' "$out/real.tsv"
    echo
    for m in sequential duet; do
      awk -F'\t' -v m="$m" '$2 == m { n++; if ($7 <= 0.05) ok++; if ($3 == "cbor" && $5 <= 1 && 1 <= $6) cb++; if ($3 == "cbor") nc++ }
        END { if (n) printf "- %s: ±5%% or better in %d of %d runs; CBOR intervals holding 1.0: %d of %d\n", m, ok, n, cb, nc }' "$out/real.tsv"
    done
    echo
  fi
} > "$summary"
}

# ---- nightly proofs ----
nightly_session() {
  local i="$1" select="$2" rc=0 extra=()
  shift 2
  NIGHTLY_JMH_OPTS="${NIGHTLY_PROOF_JMH:--wi 2 -w 1 -i 2 -r 1}" NIGHTLY_BUDGET="${NIGHTLY_PROOF_BUDGET:-4m}" \
    bash "$JFP_ROOT/scripts/nightly.sh" --select "$select" --seed "$i" ${extra[@]+"${extra[@]}"} "$@" >> "$log" 2>&1 || rc=$?
  [ "$rc" -le 1 ] || jfp_die "nightly session $i failed (exit $rc; see $log)"
  local cmp
  cmp="$(ls -t "$runs"/reports/*/compare.json | head -1)"
  echo "$i $rc $cmp"
}

nightly_summary() {
{
  echo "## Same-runner nightly, $mode ($(date -u +%Y-%m-%d), $(nproc) CPUs, $("$JFP_JAVA" -version 2>&1 | head -1))"
  echo
  echo "| Session | Exit | Slower | Faster | Within | Inconclusive | Widest interval end (±) | Known change: ratio (CI), verdict |"
  echo "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"
  cat "$out/nightly.tsv"
  echo
} > "$summary"
}

case "$mode" in
  duet)
    : > "$out/ruler.tsv"
    : > "$out/real.tsv"
    for rep in $(seq 1 "$reps"); do
      if [ $((rep % 2)) -eq 1 ]; then order=(sequential duet); else order=(duet sequential); fi
      echo "== rep $rep/$reps (${order[*]}; load $(load))"
      for m in "${order[@]}"; do
        ruler_session "$rep" "$m" aa A2 "" 1
        ruler_session "$rep" "$m" p3 P3 3 "$(echo 'scale=6; 1/1.03' | bc)"
        ruler_session "$rep" "$m" p10 P10 10 "$(echo 'scale=6; 1/1.10' | bc)"
        duet_summary
      done
      for pair in vector cbor; do
        for m in "${order[@]}"; do
          if [ "$pair" = vector ]; then
            real_session "$rep" "$m" vector '^dev\.jfpbench\.vectors\.VectorHeavyReadWrite\.(default|fastFP)Read$' "${VECTOR_JMH[@]}"
          else
            real_session "$rep" "$m" cbor '^dev\.jfpbench\.cbor\.CBORStdReadVanilla\.readCurrencyPojo(Default|Fast)$' "${CBOR_JMH[@]}"
          fi
          tail -n 1 "$out/real.tsv" | sed 's/^/   /'
          duet_summary
        done
      done
    done
    ;;
  nightly-aa)
    [ "$(git -C "$JFP_ROOT" status --porcelain -- . ':(exclude)results' | wc -l)" -eq 0 ] \
      || jfp_die "nightly-aa builds the baseline from this commit: commit your changes first, so that both sides are the same code"
    : > "$out/nightly.tsv"
    for i in $(seq 1 "$reps"); do
      echo "== A/A nightly session $i/$reps (load $(load))"
      read -r _ rc cmp <<< "$(nightly_session "$i" "${NIGHTLY_AA_SELECT:-JsonStdReadVanilla\.readCurrencyPojo|.*CBORStdReadVan.*readCurrencyPojo.*|VectorHeavyReadWrite.*Read}" --baseline-ref HEAD)"
      printf '| %s | %s | %s | %s | %s | %s | ±%s | |\n' "$i" "$rc" "$(jfp_get "$cmp" /counts/slower)" "$(jfp_get "$cmp" /counts/faster)" \
          "$(jfp_get "$cmp" /counts/within)" "$(jfp_get "$cmp" /counts/inconclusive)" \
          "$(awk -v b="$(jfp_get "$cmp" /bound 2>/dev/null || echo nan)" 'BEGIN { printf "%.1f%%", b * 100 }')" >> "$out/nightly.tsv"
      tail -n 1 "$out/nightly.tsv" | sed 's/^/   /'
      nightly_summary
    done
    ;;
  nightly-known)
    [ -n "$base_jar" ] && [ -f "$base_jar" ] || jfp_die "nightly-known needs --baseline-jar JAR (e.g. target/perf-jackson-2.15.4.jar)"
    base_jar="$(cd "$(dirname "$base_jar")" && pwd)/$(basename "$base_jar")"
    known="${KNOWN_BENCH:-VectorHeavyReadWrite.fastFPRead}"
    : > "$out/nightly.tsv"
    for i in $(seq 1 "$reps"); do
      echo "== known-change nightly session $i/$reps (load $(load))"
      read -r _ rc cmp <<< "$(nightly_session "$i" "${NIGHTLY_KNOWN_SELECT:-VectorHeavyReadWrite.*Read}" --baseline-jar "$base_jar")"
      row="$(python3 - "$cmp" "$known" <<'PY'
import json, sys
c = json.load(open(sys.argv[1]))
for r in c["rows"]:
    if r["benchmark"].endswith(sys.argv[2]):
        print("%.3f× (%.3f–%.3f), %s" % (r["ratio"], r.get("low", float("nan")), r.get("high", float("nan")), r["verdict"]))
        break
PY
)"
      printf '| %s | %s | %s | %s | %s | %s | ±%s | %s |\n' "$i" "$rc" "$(jfp_get "$cmp" /counts/slower)" "$(jfp_get "$cmp" /counts/faster)" \
          "$(jfp_get "$cmp" /counts/within)" "$(jfp_get "$cmp" /counts/inconclusive)" \
          "$(awk -v b="$(jfp_get "$cmp" /bound 2>/dev/null || echo nan)" 'BEGIN { printf "%.1f%%", b * 100 }')" "$row" >> "$out/nightly.tsv"
      tail -n 1 "$out/nightly.tsv" | sed 's/^/   /'
      nightly_summary
    done
    ;;
esac
cat "$summary"
