#!/usr/bin/env bash
# Flame graphs: where one fork of a benchmark spends its CPU time, e.g. Default beside Fast. async-profiler (the
# Maven Central artifact tools.profiler:async-profiler at the root pom's async-profiler.version: its linux-x64
# library, fetched once into target/) through JMH's own -prof async, one fork per benchmark, the measured
# iterations only.
#
#   scripts/flame.sh [--name NAME] REGEX [JMH options]
#   scripts/flame.sh 'JsonStdReadVanilla\.readCurrencyPojo(Default|Fast)$'
#
# Saved: results/flames/<stamp>-<name>/<benchmark>-Throughput/flame-cpu-forward.html (callers below their callees,
# the usual flame graph) and flame-cpu-reverse.html (the hot methods at the root). A profile says where time goes; it
# is not a speed to compare (the profiler costs time itself): ratios come from scripts/ab.sh. Linux x86_64 only.
# Exit: 0 done; 2 bad input (a regex that selects nothing, another platform, no library); 3 JMH failed.
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
JFP_INVOCATION="$(jfp_invocation flame.sh -- "$@")"

usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; }

name="" regex=""
jmh=()
while [ $# -gt 0 ]; do
  case "$1" in
    -h|--help) usage; exit 0 ;;
    --name) [ $# -ge 2 ] || jfp_die "--name needs a value"; name="$2"; shift 2 ;;
    *) if [ -z "$regex" ]; then regex="$1"; else jmh+=("$1"); fi; shift ;;
  esac
done
[ -n "$regex" ] || jfp_die "usage: scripts/flame.sh [--name NAME] REGEX [JMH options]   (see --help)"
[ "$(uname -s) $(uname -m)" = "Linux x86_64" ] || jfp_die "async-profiler's library used here is for Linux x86_64, not $(uname -s) $(uname -m)"
for a in ${jmh[@]+"${jmh[@]}"}; do
  case "$a" in -f|-prof|-rf|-rff) jfp_die "JMH option $a is set by this script (one fork, the async profiler)" ;; esac
done

jfp_java
jfp_ensure_jar
count="$(jfp_count "$regex")"
[ "$count" -gt 0 ] || jfp_die "'$regex' selects no benchmark (RunTool select lists them)"

version="$(jfp_pom_property async-profiler.version)"
[ -n "$version" ] || jfp_die "the root pom.xml has no async-profiler.version"
home="$JFP_ROOT/target/async-profiler-$version"
lib="$home/linux-x64/libasyncProfiler.so"
if [ ! -f "$lib" ]; then
  (cd "$JFP_ROOT" && mvn -B -q -Dstyle.color=never dependency:copy -Dartifact="tools.profiler:async-profiler:$version" -DoutputDirectory=target) \
    || jfp_die "cannot fetch tools.profiler:async-profiler:$version from the Maven registry"
  mkdir -p "$home.partial"
  if command -v unzip >/dev/null 2>&1; then
    unzip -q -o "$JFP_ROOT/target/async-profiler-$version.jar" 'linux-x64/*' -d "$home.partial"
  else
    (cd "$home.partial" && "$(dirname "$JFP_JAVA")/jar" xf "$JFP_ROOT/target/async-profiler-$version.jar" linux-x64/libasyncProfiler.so)
  fi || jfp_die "cannot unpack target/async-profiler-$version.jar (needs unzip or the JDK's jar)"
  rm -rf "$home" && mv "$home.partial" "$home"
  [ -f "$lib" ] || jfp_die "target/async-profiler-$version.jar has no linux-x64/libasyncProfiler.so"
fi

[ -n "$name" ] || name="$(printf '%s' "$regex" | tr -c 'A-Za-z0-9' '_' | cut -c1-40)"
out="$JFP_RESULTS/flames/$(date -u +%Y%m%dT%H%M%SZ)-$name"
mkdir -p "$out.partial"
echo "Flame graphs of $count benchmark(s), one fork each, async-profiler $version: $out" >&2
"$JFP_JAVA" -jar "$JFP_JAR" "$regex" -f 1 ${jmh[@]+"${jmh[@]}"} -prof "async:libPath=$lib;output=flamegraph;dir=$out.partial" \
  > "$out.partial/jmh.log" 2>&1 || { echo "$JFP_SCRIPT: JMH failed (its output: $out.partial/jmh.log)" >&2; exit 3; }
mv "$out.partial" "$out"
find "$out" -name 'flame-*.html' | sort
