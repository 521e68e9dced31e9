#!/usr/bin/env bash
# Compares two saved runs benchmark by benchmark (same name, mode and parameters): base and new score with
# error, ratio, and a verdict from Welch's t-test (on each fork's best iteration when both runs have 2+ forks, else on the
# iterations; 99% confidence by default) that counts only beyond the threshold (5% by default). Sides of one
# paired session (scripts/ab.sh) are compared round by round instead. Throughput: higher is better; times: lower.
#
#   scripts/compare.sh BASE.json NEW.json [--threshold 5%] [--confidence 99%] [--format text|md]
#
# Exit: 0 nothing regressed; 1 something is significantly slower beyond the threshold; 2 bad input
# (unreadable, truncated or non-JMH JSON, no benchmark in common); 3 unexpected error.
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
[ $# -ge 2 ] || jfp_die "usage: scripts/compare.sh BASE.json NEW.json [--threshold 5%] [--confidence 99%] [--format text|md]"
jfp_java
jfp_ensure_jar
exec "$JFP_JAVA" -Xmx1g -Djava.awt.headless=true -cp "$JFP_JAR" "$JFP_TOOL_CLASS" compare "$@"
