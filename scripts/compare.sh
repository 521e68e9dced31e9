#!/usr/bin/env bash
# Compares two saved runs benchmark by benchmark (same name, mode and parameters): each benchmark's new speed
# over its base speed with an interval, and the verdict read off it (faster or slower when the interval excludes 1;
# same within ±5% when it lies wholly within ±5%; inconclusive otherwise). Sides of one paired session (ab.sh,
# nightly.sh) are compared round by round: a round whose two forks took turns on one CPU (the default design: turns
# of about a millisecond each, a round costing each benchmark its two JVMs' start, its warm-up and its turns) is read off its paired turns, any other off its forks' scores; two separate runs with Welch's interval on the
# log fork scores, labelled cross-run. The gate's rule (exit 1): a benchmark regresses when its (simultaneous) interval lies wholly below 1
# and its ratio is itself beyond the floor (--threshold, 5% unless given; simultaneous with --family-confidence). Each row also states
# the smallest slowdown the run would flag with 80% power, and the summary how many benchmarks could see a 5% and
# a 10% regression (also in --json: /power, and per row).
#
#   scripts/compare.sh BASE.json NEW.json [--threshold 5%] [--confidence 99%] [--family-confidence 95%]
#                      [--run-noise 2%] [--format text|md] [--json FILE]
#
# Exit: 0 nothing regressed; 1 a regression by the gate's rule; 2 bad input
# (unreadable, truncated or non-JMH JSON, no benchmark in common); 3 unexpected error.
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
[ $# -ge 2 ] || jfp_die "usage: scripts/compare.sh BASE.json NEW.json [--threshold 5%] [--confidence 99%] [--format text|md]"
jfp_java
jfp_ensure_jar
exec "$JFP_JAVA" -Xmx1g -Djava.awt.headless=true -cp "$JFP_JAR" "$JFP_TOOL_CLASS" compare "$@"
