#!/usr/bin/env bash
# Writes a report of one or more saved runs: report.md (the JMH table, Default/Fast pairs with speed-up and
# significance, JSON vs Smile vs CBOR ratios, MB/s, allocation per operation) and bar charts (PNG, SVG).
# Several runs (e.g. one per JDK) get one column each and their speed relative to the first ("Between runs");
# a run with Jackson 3 benchmarks and their Jackson 2 twins gets a "Jackson 2 vs 3" table.
#
#   scripts/report.sh RUN.json [more runs...] [--out DIR] [--label LABEL]... [--baseline BASE.json] [--note TEXT]...
#   scripts/report.sh --merge A.json B.json [--out DIR] ...
#
# --merge treats the files as one run (the union of their benchmarks, e.g. a throughput run and a start-up run,
# which must run with different JMH options); the same benchmark in two files is an error.
# Without --out the report goes to results/reports/<first run's name>/. Exit: 0 written; 2 bad input.
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
[ $# -ge 1 ] || jfp_die "usage: scripts/report.sh RUN.json [more runs...] [--out DIR] [--label LABEL]... [--baseline BASE.json]"
jfp_java
jfp_ensure_jar
args=("$@")
has_out=""
for a in "$@"; do
  case "$a" in --out|--out=*) has_out=1 ;; esac
done
if [ -z "$has_out" ]; then
  first=""
  skip=""
  for a in "$@"; do
    if [ -n "$skip" ]; then skip=""; continue; fi
    case "$a" in
      --label|--baseline|--note|--threshold|--confidence) skip=1 ;;
      -*) ;;
      *) first="$a"; break ;;
    esac
  done
  [ -n "$first" ] || jfp_die "no RUN.json given"
  args+=(--out "$JFP_RESULTS/reports/$(basename "${first%.json}")")
fi
exec "$JFP_JAVA" -Xmx1g -Djava.awt.headless=true -cp "$JFP_JAR" "$JFP_TOOL_CLASS" report "${args[@]}"
