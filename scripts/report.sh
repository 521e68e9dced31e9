#!/usr/bin/env bash
# Writes a report of one or more saved runs: report.md and charts (PNG, SVG). Every comparison is stated once, as
# a ratio with its interval and the verdict read off it: Default/Fast, formats vs JSON, libraries vs Jackson,
# Jackson 3 vs 2, compression, start-up, the digit sweep; several runs (e.g. one per JDK) get one column each and
# their speed over the first. --history DIR draws each ratio over time from saved runs and history records.
#
#   scripts/report.sh RUN.json [more runs...] [--out DIR] [--label LABEL]... [--baseline BASE.json] [--note TEXT]...
#   scripts/report.sh --merge A.json B.json [--out DIR] ...
#   scripts/report.sh --history DIR [--ratio REGEX] [--out DIR]
#
# --merge treats the files as one run (the union of their benchmarks: a throughput run and a start-up run, or the
# shards of the full workflow); the same benchmark in two files is an error. Without --out the report goes to
# reports/<first run's name>/ beside the first run. Exit: 0 written; 2 bad input.
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
[ $# -ge 1 ] || jfp_die "usage: scripts/report.sh RUN.json [more runs...] [--out DIR] [--label LABEL]... [--baseline BASE.json] | --history DIR"
jfp_java
jfp_ensure_jar
exec "$JFP_JAVA" -Xmx1g -Djava.awt.headless=true -cp "$JFP_JAR" "$JFP_TOOL_CLASS" report "$@"
