#!/usr/bin/env bash
# Compares two saved runs benchmark by benchmark (same name, mode and parameters): each benchmark's new speed
# over its base speed with an interval, and the verdict read off it (faster or slower when the interval excludes 1
# and the ratio moved beyond the threshold, 5% by default). Sides of one paired session (ab.sh, nightly.sh) are
# compared round by round; two separate runs with Welch's interval on the log fork scores, labelled cross-run.
#
#   scripts/compare.sh BASE.json NEW.json [--threshold 5%] [--confidence 99%] [--family-confidence 95%]
#                      [--run-noise 2%] [--format text|md] [--json FILE]
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
