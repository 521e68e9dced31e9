#!/usr/bin/env bash
# The published findings: every number, interval and verdict word the docs show, computed from committed result
# files (the list and the files: report/.../findings/Published.java) into the docs' generated blocks
# (<!-- finding:ID --> ... <!-- /finding:ID -->).
#
#   scripts/findings.sh --check         every block equals what its files give, and no measured figure is typed
#                                       outside a block (exit 1, one line per problem naming the block or line)
#   scripts/findings.sh --write         render every block in place (then the same check of the rest)
#   ... --site DIR [--history DIR]      with --check or --write: the results site too, from the same tables
#   scripts/findings.sh --explain ID    recompute each cell of one finding from its file, round by round
#   scripts/findings.sh --list          the findings' ids and titles
#
# Builds target/perf.jar when stale (JFPBENCH_NO_BUILD=1: only require it); the catalogue block is made from the
# jar's own benchmark list, the contract table from its contract (RunTool select --contract), the coverage table
# from its coverage facts (RunTool select --coverage). `mvn -B verify` runs
# the check (perf module, SiteBrowserIT, with --site). Exit: 0 clean, 1 a problem found, 2 bad input.
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
[ $# -ge 1 ] || set -- --check
case "$1" in
  --check|--write|--list) ;;
  --explain) [ $# -ge 2 ] || jfp_die "--explain needs a finding's id (--list shows them)" ;;
  -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
  *) jfp_die "unknown option '$1' (--check, --write, --explain ID, --list)" ;;
esac
jfp_java
jfp_ensure_jar
list="$(mktemp "${TMPDIR:-/tmp}/jfp-benchmarks.XXXXXX")"
contract="$(mktemp "${TMPDIR:-/tmp}/jfp-contract.XXXXXX")"
coverage="$(mktemp "${TMPDIR:-/tmp}/jfp-coverage.XXXXXX")"
trap 'rm -f "$list" "$contract" "$coverage"' EXIT
jfp_runner select '.*' > "$list" || jfp_die "cannot list the jar's benchmarks"
jfp_runner select --contract > "$contract" || jfp_die "cannot read the contract selections from the jar"
jfp_runner select --coverage > "$coverage" || jfp_die "cannot read the coverage facts from the jar"
jfp_tool findings --root "$JFP_ROOT" --benchmarks "$list" --contract "$contract" --coverage "$coverage" "$@"
