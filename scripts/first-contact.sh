#!/usr/bin/env bash
# The README's first code block run as a new user meets it, each command timed: a fresh clone of this commit (or,
# with --here, this checkout as it is: CI's), none of this project's own artifacts visible in the local Maven
# repository (any there are moved aside until the end; one that appears meanwhile fails the run), the block's
# commands verbatim (the first, `BUILD && RUN`, timed as its two parts; then the test command). With --cold, Maven's
# own dependencies are not there either: a local repository of its own (MAVEN_OPTS=-Dmaven.repo.local=...), so
# everything comes from Maven Central as on a new machine. What it measured is written as JSON (a temporary name,
# then renamed): by default results/first-contact/<stamp>-first-contact[-cold].json, which the finding first-contact
# reads; --out FILE elsewhere.
#
#   scripts/first-contact.sh [--here] [--cold] [--no-tests] [--out FILE]
#
# --no-tests   run only the block's first command (the build and the benchmark), not the test command.
#
# Exit: 0 every command passed; 1 a command failed (its output is above; the JSON says which); 2 bad input.
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
JFP_INVOCATION="$(jfp_invocation first-contact.sh -- "$@")"

here="" cold="" tests=1 out=""
while [ $# -gt 0 ]; do
  case "$1" in
    --here) here=1; shift ;;
    --cold) cold=1; shift ;;
    --no-tests) tests=""; shift ;;
    --out) [ $# -ge 2 ] || jfp_die "--out needs a file"; out="$2"; shift 2 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) jfp_die "unknown option '$1' (--here, --cold, --no-tests, --out FILE)" ;;
  esac
done

# The README's first indented code block, as .ci/run reads it.
mapfile -t block < <(bash "$JFP_ROOT/.ci/run" --print-first-block)
[ ${#block[@]} -eq 2 ] && [[ "${block[0]}" == *" && "* ]] || jfp_die "README.md's first code block should be 'BUILD && RUN' then the test command"
commands=("${block[0]%% && *}" "${block[0]#* && }")
parts=(build run)
[ -z "$tests" ] || { commands+=("${block[1]}"); parts+=(tests); }

stamp="$(date -u +%Y%m%dT%H%M%SZ)"
[ -n "$out" ] || out="$JFP_RESULTS/first-contact/$stamp-first-contact${cold:+-cold}.json"
[ ! -e "$out" ] || jfp_die "$out exists: nothing is overwritten"
mkdir -p "$(dirname "$out")"
out="$(cd "$(dirname "$out")" && pwd)/$(basename "$out")"

work="$(mktemp -d "${TMPDIR:-/tmp}/jfp-first.XXXXXX")"
if [ -n "$here" ]; then
  dir="$JFP_ROOT"
else
  git -C "$JFP_ROOT" rev-parse --git-dir >/dev/null 2>&1 || jfp_die "this is not a git checkout: nothing to clone (use --here)"
  [ "${JFPBENCH_GIT_DIRTY:-}" != true ] || echo "$JFP_SCRIPT: the tree has uncommitted changes: the clone measures HEAD (${JFPBENCH_GIT_COMMIT:0:10}) without them" >&2
  dir="$work/clone"
  git clone -q "$JFP_ROOT" "$dir"
fi

# This project's artifacts out of sight: moved aside, put back at the end.
m2="$HOME/.m2/repository"
if [ -f "$HOME/.m2/settings.xml" ]; then
  configured="$(sed -n 's|.*<localRepository>\([^<]*\)</localRepository>.*|\1|p' "$HOME/.m2/settings.xml" | head -1)"
  [ -z "$configured" ] || m2="${configured/\$\{user.home\}/$HOME}"
fi
ours="$m2/dev/jfpbench"
aside=""
if [ -e "$ours" ]; then
  aside="$work/aside"
  mkdir -p "$aside"
  mv "$ours" "$aside/"
  echo "$JFP_SCRIPT: moved $ours aside until the end: a fresh machine has none of it"
fi
appeared=""
restore() { # idempotent: at the end, and on any exit before it
  [ -n "$appeared" ] || { [ -e "$ours" ] && appeared=yes || appeared=no; }
  if [ -n "$aside" ] && [ -e "$aside/jfpbench" ]; then rm -rf "$ours"; mv "$aside/jfpbench" "$ours"; fi
  rm -rf "$work"
}
trap restore EXIT
cold_opts=""
[ -z "$cold" ] || cold_opts="-Dmaven.repo.local=$work/m2"

json() { local s="${1//\\/\\\\}"; s="${s//\"/\\\"}"; printf '"%s"' "$s"; }
results=() rc=0
for i in "${!commands[@]}"; do
  echo "$JFP_SCRIPT: the README's command ($([ -n "$here" ] && echo 'this checkout' || echo "a fresh clone of ${JFPBENCH_GIT_COMMIT:0:10}")): ${commands[$i]}"
  start="$(date +%s.%N)"
  set +e
  (cd "$dir" && MAVEN_OPTS="${MAVEN_OPTS:-}${cold_opts:+ $cold_opts}" bash -c "${commands[$i]}")
  code=$?
  set -e
  seconds="$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')"
  echo "$JFP_SCRIPT: ${parts[$i]}: ${seconds} s, exit $code"
  results+=("{\"part\": \"${parts[$i]}\", \"command\": $(json "${commands[$i]}"), \"seconds\": $seconds, \"exit\": $code}")
  if [ "$code" -ne 0 ]; then rc=1; break; fi
done
restore
if [ "$appeared" = yes ]; then
  echo "$JFP_SCRIPT: $ours appeared during the run: a build or test installed this project's artifacts" >&2
  rc=1
fi

cpu="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -1)"
{
  printf '{"schema": 1, "date": "%s", "commit": "%s", "fresh": %s, "cold": %s, "cpu": %s, "cores": %s,\n' \
    "$stamp" "${JFPBENCH_GIT_COMMIT:-unknown}" "$([ -n "$here" ] && echo false || echo true)" "$([ -n "$cold" ] && echo true || echo false)" \
    "$(json "${cpu:-unknown}")" "$(nproc 2>/dev/null || echo 0)"
  printf ' "java": %s, "maven": %s, "script": %s,\n' "$(json "$(java -version 2>&1 | head -1)")" \
    "$(json "$(mvn -v 2>/dev/null | head -1 | sed 's/\x1b\[[0-9;]*m//g')")" "$(json "$JFP_INVOCATION")"
  printf ' "commands": [%s]}\n' "$(IFS=,; echo "${results[*]}")"
} > "$out.tmp"
mv "$out.tmp" "$out"
echo "$JFP_SCRIPT: written $out"
exit "$rc"
