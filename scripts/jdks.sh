#!/usr/bin/env bash
# Lists the JDKs this machine has, or checks the ones given, one "MAJOR<TAB>PATH" line each, oldest first.
#
#   scripts/jdks.sh                 discover: JAVA_HOME, /usr/lib/jvm, macOS's JavaVirtualMachines,
#                                   update-java-alternatives -l, SDKMAN's candidates
#   scripts/jdks.sh --jdk PATH ...  check these instead: each must be a JDK 17 or newer
#
# A --jdk that is not a JDK, or is older than 17: one clear line, exit 2, before anything runs.
set -euo pipefail

die() { echo "jdks.sh: $*" >&2; exit 2; }

# Prints the major version of the JDK at $1, or nothing when it is no JDK.
major_of() {
  local home="$1" line v
  [ -x "$home/bin/java" ] && [ -x "$home/bin/javac" ] || return 0
  line="$("$home/bin/java" -XshowSettings:properties -version 2>&1 | grep -m1 'java.specification.version' || true)"
  v="${line##*= }"
  v="${v#1.}"           # 1.8 -> 8
  case "$v" in ''|*[!0-9]*) return 0 ;; esac
  echo "$v"
}

candidates=()
explicit=0
while [ $# -gt 0 ]; do
  case "$1" in
    --jdk) [ $# -ge 2 ] || die "--jdk needs a path"; candidates+=("$2"); explicit=1; shift 2 ;;
    --jdk=*) candidates+=("${1#--jdk=}"); explicit=1; shift ;;
    -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) die "unknown argument '$1' (use --jdk PATH)" ;;
  esac
done

if [ $explicit -eq 0 ]; then
  [ -n "${JAVA_HOME:-}" ] && candidates+=("$JAVA_HOME")
  for d in /usr/lib/jvm/* /Library/Java/JavaVirtualMachines/*/Contents/Home "$HOME"/.sdkman/candidates/java/*; do
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
    [ $explicit -eq 1 ] && die "--jdk $c is not a JDK (no bin/java and bin/javac that run)"
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
