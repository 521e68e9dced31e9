# Shared by every script: source it, do not run it. What is logic lives in Java (the runner, dev.jfpbench.runner.RunTool:
# running, saving, selecting; the report tool, dev.jfpbench.report.ReportTool: comparing, reporting); the scripts
# find JDKs, build jars and chain the two, reading the tools' JSON (jfp_get), never their printed text.
#
# Environment:
#   JAVA or JAVA_HOME      the JVM (default: java on the PATH)
#   JFPBENCH_RESULTS       where results go (default: results/ at the repository root)
#   JFPBENCH_NO_BUILD=1    never build target/perf.jar, only require it (tests set this)
#   JFPBENCH_JAR           use this jar instead of target/perf.jar (never built here; e.g. target/perf-jackson-X.jar)
#
# Exit codes, one meaning each in every script (each script's "Exit:" line says which of them it uses and when;
# ScriptsExitTest holds them to this table):
#   0  done (a --dry-run or --build-only included)
#   1  a finding that fails: a regression by the gate's rule (compare, ab, nightly, jackson-change), a docs check
#   2  bad input, said in one line before anything is measured: an option, a file, a regex that matches nothing, a
#      JDK, a version or ref that does not resolve, a build that fails, a jar that fails verification
#   3  a run failed after it started (a benchmark, JMH, the report of a finished run, a push); what completed is kept
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
JFP_RUNNER_CLASS="dev.jfpbench.runner.RunTool"
# The one build of this checkout's jar, the README's first command and every workflow's build step (FirstContactTest
# holds the three equal): no test compiled or run; every test jar the reactor names is still made (empty: the
# parent pom's test-fixtures execution), so a machine with nothing of this project in ~/.m2 builds it. A build for
# another Jackson adds its -D flags (jfp_build). The nightly's baseline of an older ref keeps -DskipTests: an older
# tree may need its test jars' classes.
JFP_SKIP_TESTS="-Dmaven.test.skip=true"
JFP_BUILD=(mvn -B -q "$JFP_SKIP_TESTS" package)

# jfp_build [Maven options]: JFP_BUILD at the repository root, with these options before the goal.
jfp_build() {
  (cd "$JFP_ROOT" && "${JFP_BUILD[@]:0:${#JFP_BUILD[@]}-1}" "$@" "${JFP_BUILD[@]: -1}")
}

# How this script was called, for the sidecars' "script" (the command a finding cites): the named environment
# variables that change what it measures come first when set, e.g.
#   JFP_INVOCATION="$(jfp_invocation nightly.sh NIGHTLY_JMH_OPTS NIGHTLY_BUDGET -- "$@")"
# gives "NIGHTLY_JMH_OPTS=-wi\ 3\ -i\ 1 scripts/nightly.sh --rounds 14".
jfp_invocation() {
  local script="$1" prefix="" name
  shift
  while [ $# -gt 0 ] && [ "$1" != "--" ]; do
    name="$1"
    shift
    if [ -n "${!name:-}" ]; then
      prefix+="$name=$(printf '%q' "${!name}") "
    fi
  done
  [ $# -gt 0 ] && shift
  printf '%sscripts/%s' "$prefix" "$script"
  [ $# -eq 0 ] || printf ' %q' "$@"
}

# jfp_dry_run_done WHAT: the end of a --dry-run: one line saying what was checked, exit 0.
jfp_dry_run_done() {
  echo "Dry run: $*; nothing measured or saved."
  exit 0
}

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

# Builds target/perf.jar when it is missing or older than what goes into it: a pom, a file under a module's src/main,
# a committed dataset (datasets/*.json; not datasets/generated/, which a run writes, nor anything a run downloads).
jfp_stale_input() {
  # -print -quit, not | head -1: under pipefail, find killed by SIGPIPE would end the calling script.
  # target-*/: the builds for other Jackson versions.
  find "$JFP_ROOT" \( -path "$JFP_ROOT/.git" -o -path "$JFP_ROOT/results" -o -path "$JFP_ROOT/datasets/*/*" -o -name target -o -name 'target-*' \) -prune \
    -o \( -name pom.xml -o -path '*/src/main/*' -o -path "$JFP_ROOT/datasets/*.json" \) -type f -newer "$1" -print -quit 2>/dev/null || true
}
jfp_ensure_jar() {
  local stale=""
  [ ! -f "$JFP_JAR" ] || stale="$(jfp_stale_input "$JFP_JAR")"
  if [ ! -f "$JFP_JAR" ] || [ -n "$stale" ]; then
    if [ "${JFPBENCH_NO_BUILD:-}" = 1 ] || [ -n "${JFPBENCH_JAR:-}" ]; then
      [ -f "$JFP_JAR" ] || jfp_die "no $JFP_JAR (build it: ${JFP_BUILD[*]})"
      return 0
    fi
    echo "Building $JFP_JAR${stale:+ (${stale#"$JFP_ROOT"/} is newer)} ..." >&2
    jfp_build || jfp_die "build failed"
  fi
}

# jfp_pom_property NAME: a property of the root pom.xml (e.g. jackson.legacy.below), empty when it has none.
jfp_pom_property() {
  sed -n "s|^ *<$1>\([^<]*\)</$1>.*|\1|p" "$JFP_ROOT/pom.xml" | head -1
}

# The report tool in perf.jar: jfp_tool compare|report|ratios|get ...
jfp_tool() {
  "$JFP_JAVA" -Xmx1g -Djava.awt.headless=true -cp "$JFP_JAR" "$JFP_TOOL_CLASS" "$@"
}

# The runner in perf.jar: jfp_runner run|rounds|select|sidecar|sizes|env|publish|baseline ...
jfp_runner() {
  "$JFP_JAVA" -Xmx512m -Djava.awt.headless=true -cp "$JFP_JAR" "$JFP_RUNNER_CLASS" "$@"
}

# jfp_get FILE POINTER: one value of a JSON file the tools wrote (an array: one element per line).
jfp_get() {
  jfp_tool get "$1" "$2"
}

# jfp_has_gc ARGS...: true when the JMH options already ask for the gc profiler (-prof gc, -prof=gc...), so that
# --prof-gc never adds it twice.
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

# How many benchmarks a regex selects (asked from JMH's own benchmark list in the jar).
jfp_count() {
  jfp_runner select "$1" --count
}

# Jackson 2 builds of this suite at another version (scripts/jackson-matrix.sh, scripts/jackson-change.sh).
jfp_older_or_same() { [ "$(printf '%s\n%s\n' "$1" "$2" | sort -V | head -1)" = "$1" ]; }

# jfp_mvn_once ARGS...: one short Maven call on this checkout's root pom alone (a look-up, an install of one file): C1
# only, which halves the CPU of a JVM that lives a few seconds.
jfp_mvn_once() {
  (cd "$JFP_ROOT" && MAVEN_OPTS="${MAVEN_OPTS:-} -XX:TieredStopAtLevel=1" mvn -B -q -N -Dstyle.color=never "$@")
}

# jfp_resolves GROUP:ARTIFACT:VERSION[:TYPE] [Maven options]: does Maven resolve it, and what it depends on? From the
# local repository first (offline), else online. The Maven options (e.g. -s, -Dmaven.repo.local) choose the repositories.
jfp_resolves() {
  local artifact="$1"
  shift
  { jfp_mvn_once -o "$@" dependency:get -Dartifact="$artifact" || jfp_mvn_once "$@" dependency:get -Dartifact="$artifact"; } >/dev/null 2>&1
}

# The format modules released apart from jackson-bom's core: the pom property that sets each one's version.
JFP_PINNABLE=(jackson.avro.version=com.fasterxml.jackson.dataformat:jackson-dataformat-avro
              jackson.protobuf.version=com.fasterxml.jackson.dataformat:jackson-dataformat-protobuf
              jackson.xml.version=com.fasterxml.jackson.dataformat:jackson-dataformat-xml)

# jfp_pin_of VERSION GROUP:ARTIFACT DEFAULT_PIN: the version of a format module to build Jackson VERSION with: VERSION
# itself when it resolves, else the newest earlier patch of the same minor that does, else DEFAULT_PIN (the
# default build's, when a version number) if it is older than VERSION and resolves; nothing when none does.
jfp_pin_of() {
  local v="$1" ga="$2" dflt="$3" minor patch p
  jfp_resolves "$ga:$v" && { echo "$v"; return 0; }
  [[ "$v" =~ ^2\.([0-9]+)\.([0-9]+) ]]
  minor="${BASH_REMATCH[1]}"
  patch=$((10#${BASH_REMATCH[2]}))
  for ((p = patch - 1; p >= 0; p--)); do
    jfp_resolves "$ga:2.$minor.$p" && { echo "2.$minor.$p"; return 0; }
  done
  if [[ "$dflt" =~ ^2\.[0-9]+\.[0-9]+$ ]] && [ "$dflt" != "$v" ] && jfp_older_or_same "$dflt" "$v" && jfp_resolves "$ga:$dflt"; then
    echo "$dflt"
  fi
}

# jfp_jackson_pins VERSION: the format modules Maven resolves no VERSION of, each pinned (jfp_pin_of; at the default
# build's Jackson, the default build's pins, with no look-up): sets JFP_PINS (-Dproperty=version words for the build)
# and JFP_PIN_NOTES (one sentence each, for the report), and says each pin on stderr. A module that resolves at no
# pin: one line, exit 2.
jfp_jackson_pins() {
  local v="$1" entry property ga dflt pin why note
  JFP_PINS=()
  JFP_PIN_NOTES=()
  for entry in "${JFP_PINNABLE[@]}"; do
    property="${entry%%=*}"
    ga="${entry#*=}"
    dflt="$(jfp_pom_property "$property")"
    if [ "$v" = "$(jfp_pom_property jackson.version)" ]; then
      # the default build's own Jackson: each module at the default build's version of it, no look-up
      [[ "$dflt" =~ ^2\.[0-9]+\.[0-9]+$ ]] && pin="$dflt" || pin="$v"
      why="the default build's"
      note="as the default build is"
    else
      pin="$(jfp_pin_of "$v" "$ga" "$dflt")"
      if [ -z "$pin" ]; then
        [[ "$dflt" =~ ^2\.[0-9]+\.[0-9]+$ ]] && dflt=" nor at the default build's $dflt" || dflt=""
        jfp_die "Jackson $v: Maven resolves ${ga#*:} neither at $v nor at an earlier patch of its minor$dflt: cannot build this version's jar"
      fi
      why="$v does not resolve"
      note="Maven resolves no $v of it"
    fi
    if [ "$pin" != "$v" ]; then
      echo "Jackson $v: ${ga#*:} $pin ($why)" >&2
      JFP_PINS+=("-D$property=$pin")
      JFP_PIN_NOTES+=("Jackson $v is built with ${ga#*:} $pin: $note.")
    fi
  done
}

# jfp_busy_start N: N busy loops (processes that spin, unpinned: the machine's other work at a busy hour), stopped by
# jfp_busy_stop or when the script exits, however it ends. Says so in one line. JFP_BUSY_PIDS: their pids.
JFP_BUSY_PIDS=()
jfp_busy_start() {
  local n="$1" b
  [[ "$n" =~ ^[0-9]+$ ]] || jfp_die "--busy must be a count of busy loops, 0 or more, was '$n'"
  [ "$n" -gt 0 ] || return 0
  trap jfp_busy_stop EXIT
  for ((b = 0; b < n; b++)); do
    sh -c 'while :; do :; done' &
    JFP_BUSY_PIDS+=($!)
  done
  echo "Busy: $n loops spinning (pids ${JFP_BUSY_PIDS[*]}), stopped when this ends"
}
jfp_busy_stop() {
  [ ${#JFP_BUSY_PIDS[@]} -eq 0 ] || kill "${JFP_BUSY_PIDS[@]}" 2>/dev/null || true
  JFP_BUSY_PIDS=()
}
