#!/usr/bin/env bash
# The merge step of the "full" workflow: every saved result under DIR (the shards' and the start-up runs' artifacts,
# any folder layout) merged into one report per JDK (report --merge: the union of their benchmarks, each shard's pairs
# measured within it), and each run's ratios written as history records.
#
#   scripts/full-merge.sh DIR [OUT]          # OUT default: DIR/merged
#
# Writes OUT/jdk<major>/report.md (+ charts) and OUT/history/*.history.json; prints the reports' paths.
# Exit: 0 written; 2 bad input (no result under DIR, the same benchmark in two results of one JDK).
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
[ $# -ge 1 ] || jfp_die "usage: scripts/full-merge.sh DIR [OUT]"
[ -d "$1" ] || jfp_die "no folder $1"
dir="$(cd "$1" && pwd)"
out="${2:-$dir/merged}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
jfp_java
jfp_ensure_jar
declare -A by_jdk=()
found=0
while IFS= read -r f; do
  case "${f#"$dir"/}" in *.meta.json|tmp/*|*/tmp/*|*.rounds/*|*.history.json|reports/*|*/reports/*) continue ;; esac
  case "$f" in "$out"/*) continue ;; esac
  meta="${f%.json}.meta.json"
  [ -f "$meta" ] || continue
  major="$(jfp_get "$meta" /jdk/version | cut -d. -f1)"
  by_jdk[$major]+="$f"$'\n'
  found=$((found + 1))
done < <(find "$dir" -name '*.json' -type f | sort)
[ "$found" -gt 0 ] || jfp_die "no saved result (with its sidecar) under $dir"
mkdir -p "$out/history"
for major in $(printf '%s\n' "${!by_jdk[@]}" | sort -n); do
  mapfile -t files < <(printf '%s' "${by_jdk[$major]}" | sed '/^$/d')
  if [ "${#files[@]}" -eq 1 ]; then
    jfp_tool report "${files[0]}" --out "$out/jdk$major" >/dev/null
  else
    jfp_tool report --merge "${files[@]}" --label "JDK $major" --out "$out/jdk$major" >/dev/null
  fi
  for f in "${files[@]}"; do
    jfp_tool ratios "$f" --source full --runner "${RUNNER_NAME:-$(hostname)}" --out "$out/history/$(basename "${f%.json}").history.json" >/dev/null
  done
  echo "Report: $out/jdk$major/report.md (${#files[@]} result files)"
done
