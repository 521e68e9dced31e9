#!/usr/bin/env bash
# The results site: static HTML (the answer, a page per finding, the trend, the gate) rendered from the committed
# results the published findings cite, and from the history of ratios when there is one.
#
#   scripts/site.sh [--out DIR] [--history DIR]...     the site (default target/site/); open DIR/index.html
#   scripts/site.sh [--out DIR] --compare A.json B.json  one page comparing two runs (DIR/compare.html)
#   --dry-run: check the options, the jar and the history, say what would be written; write nothing
#
# Without --history, the branch benchmark-history (local, else origin/benchmark-history) is read when it exists;
# otherwise the trend and gate pages say no history was given. Every page works from file:// and requests nothing
# outside the folder. Builds target/perf.jar when stale (JFPBENCH_NO_BUILD=1: only require it). Exit: 0 written,
# 2 bad input (one line).
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
out="$JFP_ROOT/target/site"
args=()
history=0
compare=0
dry=""
while [ $# -gt 0 ]; do
  case "$1" in
    --out) [ $# -ge 2 ] || jfp_die "--out needs a folder"; out="$2"; shift 2 ;;
    --history) [ $# -ge 2 ] || jfp_die "--history needs a folder"; [ -e "$2" ] || jfp_die "no history folder $2"
      args+=(--history "$2"); history=1; shift 2 ;;
    --compare) [ $# -ge 3 ] || jfp_die "--compare needs two result files (A.json B.json)"
      args+=(--compare "$2" "$3"); compare=1; shift 3 ;;
    --dry-run) dry=1; shift ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) jfp_die "unknown option '$1' (--out DIR, --history DIR, --compare A.json B.json, --dry-run)" ;;
  esac
done
[ "$history$compare" != 11 ] || jfp_die "--compare makes one page: give no --history with it"
jfp_java
jfp_ensure_jar
if [ "$history$compare" = 00 ]; then
  ref=""
  for r in benchmark-history origin/benchmark-history; do
    if git -C "$JFP_ROOT" rev-parse -q --verify "$r^{commit}" >/dev/null 2>&1; then ref="$r"; break; fi
  done
  if [ -n "$ref" ]; then
    tmp="$(mktemp -d "${TMPDIR:-/tmp}/jfp-history.XXXXXX")"
    trap 'rm -rf "$tmp"' EXIT
    git -C "$JFP_ROOT" archive "$ref" | tar -x -C "$tmp" || jfp_die "cannot read the branch $ref"
    echo "History: $ref" >&2
    args+=(--history "$tmp")
  fi
fi
if [ -n "$dry" ]; then
  jfp_dry_run_done "scripts/site.sh would write $([ "$compare" = 1 ] && echo "$out/compare.html" || echo "the site into $out") (${args[*]:-no history})"
fi
jfp_tool site --root "$JFP_ROOT" --out "$out" ${args[@]+"${args[@]}"}
