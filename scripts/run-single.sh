#!/usr/bin/env bash
# Runs a selection of benchmarks from target/perf.jar and saves JMH's JSON result under results/.
#
#   scripts/run-single.sh REGEX [JMH options]
#
# Builds the jar first if it is missing or older than the sources. With no JMH options, the benchmarks'
# own annotations decide forks and iterations. Always adds -foe true (a failing benchmark fails the run)
# and -rf json. JAVA_HOME or JAVA picks the JVM.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
jar="$root/target/perf.jar"
die() { echo "run-single.sh: $*" >&2; exit 2; }

[ $# -ge 1 ] || die "usage: scripts/run-single.sh REGEX [JMH options]   (e.g. scripts/run-single.sh '.*StdReadVan.*readCurrencyPojo.*' -f 1)"
regex="$1"; shift

java="${JAVA:-${JAVA_HOME:+$JAVA_HOME/bin/java}}"; java="${java:-java}"
command -v "$java" >/dev/null 2>&1 || die "no java at '$java' (set JAVA_HOME or JAVA)"

# A user file given with -p payload=FILE or -p vectors=FILE must exist before anything starts.
prev=""
for a in "$@"; do
  if [ "$prev" = "-p" ]; then
    case "$a" in
      payload=*|vectors=*)
        f="${a#*=}"
        if [ ! -f "$f" ] && [ ! -f "$root/$f" ]; then die "${a%%=*} file not found: $f"; fi ;;
    esac
  fi
  prev="$a"
done

stale=""
if [ -f "$jar" ]; then
  stale="$(find "$root" -path "$root/target" -prune -o -path '*/target' -prune -o \
    \( -name '*.java' -o -name 'pom.xml' -o -path '*/datasets/*.json' \) -newer "$jar" -print 2>/dev/null | head -1)"
fi
if [ ! -f "$jar" ] || [ -n "$stale" ]; then
  echo "Building $jar ..." >&2
  (cd "$root" && mvn -B -q -Dstyle.color=never -DskipTests package) || die "build failed"
fi

count="$("$java" -jar "$jar" -l "$regex" 2>/dev/null | grep -c '^dev\.jfpbench\.' || true)"
[ "$count" -gt 0 ] || die "no benchmark matches '$regex' (list them: java -jar target/perf.jar -l)"

mkdir -p "$root/results/tmp"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
name="$(printf '%s' "$regex" | tr -c 'A-Za-z0-9' '_' | tr -s '_' | sed 's/^_//; s/_$//' | cut -c1-40)"
out="$root/results/${stamp}-${name:-run}.json"
n=1; while [ -e "$out" ]; do out="$root/results/${stamp}-${name:-run}-$n.json"; n=$((n + 1)); done
tmp="$root/results/tmp/$(basename "$out").partial"

echo "Running $count benchmark(s) matching '$regex' on $("$java" -version 2>&1 | head -1)" >&2
set +e
"$java" -Xmx256m -jar "$jar" "$regex" "$@" -foe true -rf json -rff "$tmp"
rc=$?
set -e
if [ $rc -ne 0 ]; then
  [ -s "$tmp" ] && echo "run-single.sh: the run failed (exit $rc); what JMH wrote is in $tmp" >&2 \
               || echo "run-single.sh: the run failed (exit $rc)" >&2
  exit $rc
fi
mv -n "$tmp" "$out"
echo "Result: $out"
