# Shared by run-single.sh, nightly.sh, compare.sh and report.sh: source it, do not run it.
#
# Environment:
#   JAVA or JAVA_HOME      the JVM (default: java on the PATH)
#   JFPBENCH_RESULTS       where results go (default: results/ at the repository root)
#   JFPBENCH_NO_BUILD=1    never build target/perf.jar, only require it (tests set this)
#   JFPBENCH_JAR           use this jar instead of target/perf.jar (never built here; e.g. target/perf-jackson-X.jar)
#
# Every run is written to results/tmp/ first and moved into results/ when complete, with its sidecar
# (X.meta.json: git commit, library versions, JDK, machine, command, times, bytes per operation). Nothing
# here ever replaces an existing result.

JFP_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# The commit (and whether the tree differs from it) as the script starts, before the jar is built or run: the
# sidecars record this, not what is checked out when a long run ends (the tree may move on meanwhile).
if [ -z "${JFPBENCH_GIT_COMMIT:-}" ] && JFPBENCH_GIT_COMMIT="$(git -C "$JFP_ROOT" rev-parse HEAD 2>/dev/null)"; then
  if [ -n "$(git -C "$JFP_ROOT" status --porcelain -- . ':(exclude)results' 2>/dev/null)" ]; then
    JFPBENCH_GIT_DIRTY=true
  else
    JFPBENCH_GIT_DIRTY=false
  fi
  export JFPBENCH_GIT_COMMIT JFPBENCH_GIT_DIRTY
fi
JFP_JAR="${JFPBENCH_JAR:-$JFP_ROOT/target/perf.jar}"
JFP_RESULTS="${JFPBENCH_RESULTS:-$JFP_ROOT/results}"
JFP_SCRIPT="${JFP_SCRIPT:-$(basename "$0")}"
JFP_TOOL_CLASS="dev.jfpbench.report.ReportTool"

jfp_die() {
  echo "$JFP_SCRIPT: $*" >&2
  exit 2
}

# Sets JFP_JAVA from JAVA, JAVA_HOME or the PATH.
jfp_java() {
  JFP_JAVA="${JAVA:-${JAVA_HOME:+$JAVA_HOME/bin/java}}"
  JFP_JAVA="${JFP_JAVA:-java}"
  command -v "$JFP_JAVA" >/dev/null 2>&1 || jfp_die "no java at '$JFP_JAVA' (set JAVA_HOME or JAVA)"
}

# The major version of JFP_JAVA, e.g. 17 or 25.
jfp_java_major() {
  "$JFP_JAVA" -XshowSettings:properties -version 2>&1 \
    | awk -F' = ' '/^ *java\.specification\.version = / { v = $2; sub(/^1\./, "", v); print v; exit }'
}

# Builds target/perf.jar when it is missing or older than any source, pom or dataset.
jfp_ensure_jar() {
  local stale=""
  if [ -f "$JFP_JAR" ]; then
    # -print -quit, not | head -1: under pipefail, find killed by SIGPIPE would end the calling script.
    # target-*/: the builds for other Jackson versions (their generated sources are no reason to rebuild).
    stale="$(find "$JFP_ROOT" -path "$JFP_ROOT/target" -prune -o -path "$JFP_ROOT/results" -prune -o -path '*/target' -prune \
      -o -path '*/target-*' -prune -o \( -name '*.java' -o -name 'pom.xml' -o -path '*/datasets/*.json' \) -newer "$JFP_JAR" -print -quit 2>/dev/null || true)"
  fi
  if [ ! -f "$JFP_JAR" ] || [ -n "$stale" ]; then
    if [ "${JFPBENCH_NO_BUILD:-}" = 1 ] || [ -n "${JFPBENCH_JAR:-}" ]; then
      [ -f "$JFP_JAR" ] || jfp_die "no $JFP_JAR (build it: mvn -B -q -DskipTests package)"
      return 0
    fi
    echo "Building $JFP_JAR ..." >&2
    (cd "$JFP_ROOT" && mvn -B -q -Dstyle.color=never -DskipTests package) || jfp_die "build failed"
  fi
}

# The report tool in perf.jar: jfp_tool compare|report|sidecar|sizes|env|publish|baseline ...
jfp_tool() {
  "$JFP_JAVA" -Xmx1g -Djava.awt.headless=true -cp "$JFP_JAR" "$JFP_TOOL_CLASS" "$@"
}

# jfp_has_gc ARGS...: true when the JMH options already ask for the gc profiler (-prof gc, -prof=gc...), so that
# --gc never adds it twice.
jfp_has_gc() {
  local prev=""
  for a in "$@"; do
    if { [ "$prev" = "-prof" ] && [[ "$a" == gc || "$a" == gc:* ]]; } || [[ "$a" == -prof=gc* ]]; then
      return 0
    fi
    prev="$a"
  done
  return 1
}

# How many benchmarks a regex selects.
jfp_count() {
  "$JFP_JAVA" -jar "$JFP_JAR" -l "$1" 2>/dev/null | grep -c '^dev\.jfpbench\.' || true
}

# A file-name-safe short form of a regex: '.*StdReadVan.*' -> 'StdReadVan'.
jfp_name_of() {
  printf '%s' "$1" | tr -c 'A-Za-z0-9' '_' | tr -s '_' | sed 's/^_//; s/_$//' | cut -c1-40
}

# jfp_run NAME REGEX [JMH options]
# Runs the benchmarks REGEX selects, writes JMH's JSON and the sidecar to results/tmp/, and when JMH
# succeeded moves both to results/<UTC stamp>-NAME.json (.meta.json), never replacing a file. Sets
# JFP_RESULT to the saved result. Returns JMH's exit code: when it is not 0, what JMH wrote stays in
# results/tmp/ with a sidecar saying the run did not complete.
jfp_run() {
  local name="$1" regex="$2"
  shift 2
  mkdir -p "$JFP_RESULTS/tmp"
  local stem tmp tmpmeta start end rc
  stem="$(date -u +%Y%m%dT%H%M%SZ)-${name:-run}"
  tmp="$JFP_RESULTS/tmp/$stem.$$.json.partial"
  tmpmeta="$JFP_RESULTS/tmp/$stem.$$.meta.json.partial"
  local cmd=("$JFP_JAVA" -Xmx256m -jar "$JFP_JAR" "$regex" "$@" -foe true -rf json -rff "$tmp")
  start="$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  # Ctrl-C stops JMH (it gets the signal too); the script goes on to record what happened.
  trap 'echo "$JFP_SCRIPT: interrupted" >&2' INT TERM
  set +e
  "${cmd[@]}"
  rc=$?
  set -e
  trap - INT TERM
  end="$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  jfp_tool sidecar --result "$tmp" --out "$tmpmeta" --root "$JFP_ROOT" --java "$JFP_JAVA" \
      --start "$start" --end "$end" --exit-code "$rc" --script "${JFP_INVOCATION:-$JFP_SCRIPT}" -- "${cmd[@]}" \
    || echo "$JFP_SCRIPT: warning: could not write the sidecar" >&2
  if [ "$rc" -ne 0 ]; then
    if [ -s "$tmp" ]; then
      echo "$JFP_SCRIPT: the run failed (exit $rc); what JMH wrote is in $tmp (sidecar: $tmpmeta)" >&2
    else
      echo "$JFP_SCRIPT: the run failed (exit $rc); JMH wrote no result (sidecar: $tmpmeta)" >&2
    fi
    return "$rc"
  fi
  JFP_RESULT="$(jfp_tool publish "$tmp" "$tmpmeta" --dir "$JFP_RESULTS" --name "$stem")" || jfp_die "could not save the result from $tmp"
  echo "Result: $JFP_RESULT"
  echo "Sidecar: ${JFP_RESULT%.json}.meta.json"
}
