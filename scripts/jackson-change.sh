#!/usr/bin/env bash
# Your Jackson change against the release it starts from, in one paired session: does my jackson-core (or databind,
# ...) build slow anything down, and how far can I trust the answer? Two jars of this suite are built from this
# checkout: base, every Jackson 2 artifact at --base (a release), and change, the same with the artifacts you name at
# your version or from your jar. Both are verified on the JDK that measures them, then run as the two sides of one
# paired session with the gate's design and rule (scripts/nightly.sh's, written once in scripts/paired.sh): each round
# one fork pair of every benchmark, base and change in turns of about a millisecond on one CPU (the rest of their JVMs
# on the others), the round's ratio read off its paired turns; a round costs each benchmark its two JVMs' start, its
# warm-up (the family's own, both JVMs sharing every CPU) and its turns (the runner's --turn-seconds a side). The verdict per benchmark, change over
# base, is printed with the slowdown it could see (80% power), in the nightly's format. (scripts/nightly.sh compares commits of this suite; scripts/jackson-matrix.sh, Jackson releases.)
#
#   scripts/jackson-change.sh [--base VERSION] --change NAME=PATH[@REF]|NAME=VERSION[,...] | --change-jar NAME=JAR[,...] [--repo DIR]...
#                             [--gate] [--base-jar JAR] [--jars DIR] [--dry-run | --build-only]
#                             [--budget D] [--rounds N] [--seed N] [--turns | --duet | --sequential] [--prof-gc] [--gc GC] [--cpus N]
#                             [-- [REGEX] [JMH options]]
#
# NAME                   core, databind, annotations, smile, cbor, xml, avro or protobuf: a Jackson 2 artifact of these
#                        jars, each set by its own pom property (jackson.core.version, ...; the root pom)
# --base VERSION         the release to compare with, no older than the root pom's jackson.oldest.supported
#                        (default: for a clone at X.Y.Z-SNAPSHOT, Z > 0, the release X.Y.(Z-1) it follows, when that
#                        resolves; else the default build's, the root pom's jackson.version)
# --change NAME=PATH[@REF]  that artifact built from your local clone PATH at REF (a commit, tag or branch; default
#                        HEAD: what is committed, never uncommitted edits), or from a repository URL at REF (cloned into
#                        the temporary folder, e.g. https://github.com/you/jackson-core@my-branch): `git archive REF` into a temporary folder,
#                        built there with tests skipped (mvn -B -q -Dmaven.test.skip=true package; its plugins come
#                        through your local Maven repository as any build's do), its jar then taken as --change-jar takes
#                        one. Nothing is installed into your ~/.m2. A PATH that is not a git clone, a REF it does not
#                        have, or a clone of another artifact: one line, exit 2, nothing built.
# --change NAME=VERSION  that artifact at VERSION: a -SNAPSHOT from your local Maven repository (where `mvn install` in
#                        your Jackson clone put it), or any version Maven resolves; --change and --change-jar combine
# --change-jar NAME=JAR  that artifact from a jar of yours, installed into a temporary local repository under a
#                        generated version (BASE-jar-HASH; a clone's: BASE-git-COMMIT), with the dependencies of NAME's
#                        BASE release
# --repo DIR             also resolve from the local repository DIR (read only), before your own
# The selection, by default: every Jackson code path of the coverage table (docs/benchmarks.md; by the cheapest runs,
#                        RunTool select --coverage, whose maintainerRegex this is), the concurrency rows among them, and
#                        beside each benchmark on several threads its one-thread twin (the per-thread ratio)
# --gate                 run the nightly gate's selection instead (the contract selections' union: fewer code paths)
# REGEX [JMH options]    run this selection instead; JMH options are added to the gate's (not -f: a round is a fork)
# --base-jar JAR         a base jar built before (this script prints where it put it) instead of building it again
# --jars DIR             where the two jars go (default: target/)
# --dry-run              check that everything resolves and say what would be built and run; build nothing
# --build-only           build and verify both jars; run nothing
# --budget, --rounds, --seed, --turns, --duet, --sequential, --prof-gc, --gc, --cpus: as scripts/nightly.sh --help says; so do the gate's
#                        defaults and the environment that sets them (NIGHTLY_JMH_OPTS, NIGHTLY_ROUNDS, ...), but for
#                        the whole command's limit: 30 minutes, both builds included (NIGHTLY_JOB_LIMIT sets another)
#
# Before anything is built, everything must resolve: each JAR is a jar file; each NAME=VERSION (your local repository
# and --repo first, offline; then online); the base release (its jackson-bom) and the format modules released apart
# from it (pinned as scripts/jackson-matrix.sh pins them). Otherwise one line naming what did not, exit 2, nothing
# built. The change side is built against a temporary local repository (under TMPDIR, removed at the end) that reads
# --repo and your local repository as file:// repositories, Maven Central after them, with a settings file of its
# own (a mirror in your ~/.m2/settings.xml would hide them): nothing is installed into your local repository.
#
# The jars: DIR/jackson-change-base-BASE.jar and DIR/jackson-change-BASE+NAME-VERSION[+...].jar (NAME-jar-HASH for a
# jar, NAME-git-COMMIT for a clone), each written under a temporary name and then renamed, its SHA-256 kept beside it (JAR.sha256): a file of
# that name this script did not write is never replaced (on a terminal you are asked; otherwise one line, exit 2).
# Build logs of a failed build: results/tmp/build-jackson-change-*.log.
#
# Exit: 0 no regression (or --dry-run, --build-only done); 1 a regression by the gate's rule; 2 bad input (a version
# or jar that does not resolve, a build that fails, a jar that fails verification); 3 the benchmark run failed.
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
JFP_INVOCATION="$(jfp_invocation jackson-change.sh NIGHTLY_JMH_OPTS NIGHTLY_BUDGET NIGHTLY_ROUNDS NIGHTLY_SEE NIGHTLY_DESIGN NIGHTLY_JOB_LIMIT -- "$@")"
job_start="$(date +%s)" # the whole run, both builds included, is held to the gate's job limit as the nightly is
# shellcheck source=paired.sh
. "$(dirname "$0")/paired.sh"

usage() {
  sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
  echo "Defaults now (scripts/paired.sh, jfp_gate_design): $(jfp_gate_design_text)."
  # generated from the committed sessions of Jackson's history by scripts/findings.sh --write, checked by its --check
  if [ -f "$JFP_ROOT/scripts/jackson-change-measured.txt" ]; then cat "$JFP_ROOT/scripts/jackson-change-measured.txt"; fi
}
need() { [ $# -ge 2 ] || jfp_die "$1 needs a value (see --help)"; }

# The artifacts a change may name: the pom property that sets each one's version, and its coordinates. (Afterburner,
# Blackbird and jackson-jr have properties too, but are in the default build's jar only: module libs.)
NAMES="core, databind, annotations, smile, cbor, xml, avro, protobuf"
declare -A PROPERTY=([core]=jackson.core.version [databind]=jackson.databind.version [annotations]=jackson.annotations.version
  [smile]=jackson.smile.version [cbor]=jackson.cbor.version [xml]=jackson.xml.version [avro]=jackson.avro.version
  [protobuf]=jackson.protobuf.version)
declare -A ARTIFACT=([core]=com.fasterxml.jackson.core:jackson-core [databind]=com.fasterxml.jackson.core:jackson-databind
  [annotations]=com.fasterxml.jackson.core:jackson-annotations [smile]=com.fasterxml.jackson.dataformat:jackson-dataformat-smile
  [cbor]=com.fasterxml.jackson.dataformat:jackson-dataformat-cbor [xml]=com.fasterxml.jackson.dataformat:jackson-dataformat-xml
  [avro]=com.fasterxml.jackson.dataformat:jackson-dataformat-avro [protobuf]=com.fasterxml.jackson.dataformat:jackson-dataformat-protobuf)

jfp_gate_design
# The maintainer's command keeps to 30 minutes, both builds included (the nightly's job may take longer): the rounds'
# budget shrinks to what the builds leave of it (NIGHTLY_JOB_LIMIT sets another)
JFP_GATE_JOB_LIMIT="${NIGHTLY_JOB_LIMIT:-30m}"
base="" base_jar="" jars_dir="$JFP_ROOT/target" mode=run gate="" regex="" gc=""
budget="$JFP_GATE_BUDGET" rounds="$JFP_GATE_ROUNDS"
engine=() jmh=() repos=() order=()
declare -A version_of=() jar_of=() clone_of=() ref_of=() commit_of=() version_at=() remote_of=()

add_changes() { # OPTION LIST
  local option="$1" item name value items
  IFS=',' read -r -a items <<< "$2"
  [ ${#items[@]} -gt 0 ] || jfp_die "$option needs NAME=..., got nothing"
  for item in "${items[@]}"; do
    name="${item%%=*}"
    value="${item#*=}"
    [[ "$item" == *=* ]] && [ -n "$value" ] || jfp_die "$option takes NAME=$([ "$option" = --change-jar ] && echo JAR || echo VERSION), got '$item' (NAME: $NAMES)"
    [ -n "${PROPERTY[$name]:-}" ] || jfp_die "'$name' is not a Jackson artifact of these jars (NAME: $NAMES)"
    [ -z "${version_of[$name]:-}${jar_of[$name]:-}${clone_of[$name]:-}" ] || jfp_die "$name is changed twice"
    if [ "$option" = --change-jar ]; then
      jar_of[$name]="$value"
    elif [[ "$value" == */* ]] || [ -d "$value" ] || [[ "$value" =~ ^[^/@]+@[^/:]+: ]]; then
      # a clone: PATH@REF, the REF after the last @ of the last path element (versions never hold a /)
      clone_of[$name]="$value" ref_of[$name]=HEAD
      if [[ "${value##*/}" == *@* ]]; then clone_of[$name]="${value%@*}" ref_of[$name]="${value##*@}"; fi
      [ -n "${ref_of[$name]}" ] || jfp_die "--change $name=$value: nothing after @ (give a commit, tag or branch)"
    else
      version_of[$name]="$value"
    fi
    order+=("$name")
  done
}

while [ $# -gt 0 ]; do
  case "$1" in
    -h|--help) usage; exit 0 ;;
    --base) need "$@"; base="$2"; shift 2 ;;
    --change|--change-jar) need "$@"; add_changes "$1" "$2"; shift 2 ;;
    --repo) need "$@"; [ -d "$2" ] || jfp_die "--repo $2: no such directory"; repos+=("$(cd "$2" && pwd)"); shift 2 ;;
    --gate) gate=1; shift ;;
    --coverage) jfp_die "--coverage is the default now: every code path of the coverage table (--gate for the nightly's selection)" ;;
    --base-jar) need "$@"; base_jar="$2"; shift 2 ;;
    --jars) need "$@"; jars_dir="$2"; shift 2 ;;
    --dry-run|--build-only)
      [ "$mode" = run ] || jfp_die "give --dry-run or --build-only, not both"
      mode="${1#--}"; shift ;;
    --budget) need "$@"; budget="$2"; shift 2 ;;
    --rounds) need "$@"; rounds="$2"; shift 2 ;;
    --seed) need "$@"; engine+=(--seed "$2"); shift 2 ;;
    --turns) JFP_GATE_DESIGN=turns; shift ;;
    --duet|--sequential) JFP_GATE_DESIGN="${1#--}"; [ -n "${NIGHTLY_JMH_OPTS:-}" ] || JFP_GATE_OPTS=(-prof gc -i 10); shift ;;
    --prof-gc) gc=1; shift ;;
    --gc|--cpus) need "$@"; jfp_fork_flag engine "$1" "$2"; shift 2 ;;
    --) shift; break ;;
    *) jfp_die "unknown option '$1' (see --help)" ;;
  esac
done
if [ $# -gt 0 ]; then
  regex="$1"
  shift
  jmh=("$@")
  case "$regex" in -*) jfp_die "expected REGEX after '--', got '$regex' (see --help)" ;; esac
fi
[ -z "$regex" ] || [ -z "$gate" ] || jfp_die "give --gate or a REGEX, not both"
[ ${#order[@]} -gt 0 ] || jfp_die "nothing to change: give --change NAME=PATH[@REF], --change NAME=VERSION or --change-jar NAME=JAR (see --help)"

work="$(mktemp -d "${TMPDIR:-/tmp}/jfp-change.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# The versions: well formed and supported. Whether they resolve is asked from Maven below.
OLDEST="$(jfp_pom_property jackson.oldest.supported)"
LEGACY_BELOW="$(jfp_pom_property jackson.legacy.below)"
[ -n "$OLDEST" ] && [ -n "$LEGACY_BELOW" ] || jfp_die "the root pom.xml has no jackson.oldest.supported or jackson.legacy.below"
base_given="$base"
[ -n "$base" ] || base="$(jfp_pom_property jackson.version)"
[[ ! "$base" =~ ^3\. ]] || jfp_die "--base $base is Jackson 3 (tools.jackson): this script builds Jackson 2 jars"
[[ "$base" =~ ^2\.[0-9]+\.[0-9]+$ ]] || jfp_die "--base '$base' is not a Jackson 2 release (such as 2.23.0)"
if [ "$base" != "$OLDEST" ] && jfp_older_or_same "$base" "$OLDEST"; then
  jfp_die "Jackson $base is older than $OLDEST, the oldest version jfp-bench supports"
fi
legacy=""
if [ "$base" != "$LEGACY_BELOW" ] && jfp_older_or_same "$base" "$LEGACY_BELOW"; then legacy=1; fi
for name in "${order[@]}"; do
  v="${version_of[$name]:-}"
  c="${clone_of[$name]:-}"
  if [ -n "$c" ]; then
    r="${ref_of[$name]}"
    if [[ "$c" =~ ^[a-z+]+:// ]] || [[ "$c" =~ ^[^/@]+@[^/:]+: ]]; then
      # a repository URL: cloned (no work tree, blobs on demand) into the temporary folder, then read as a clone
      echo "$name: cloning $c ..."
      git clone -q --no-checkout --filter=blob:none "$c" "$work/remote-$name" 2>"$work/clone-$name.log" \
        || jfp_die "--change $name=$c@$r: cannot clone $c: $(grep -m1 'fatal:' "$work/clone-$name.log" || tail -1 "$work/clone-$name.log")"
      remote_of[$name]="$c"
      c="$work/remote-$name"
      git -C "$c" rev-parse --verify --quiet "$r^{commit}" >/dev/null || git -C "$c" rev-parse --verify --quiet "origin/$r^{commit}" >/dev/null \
        || git -C "$c" fetch -q origin "$r" 2>/dev/null || true
    fi
    [ -d "$c" ] || jfp_die "--change $name=$c@$r: no such directory"
    git -C "$c" rev-parse --git-dir >/dev/null 2>&1 || jfp_die "--change $name=$c@$r: $c is not a git clone"
    # a ref as given, else a branch of its remote (a fresh clone has only origin/BRANCH), else one fetched just now
    commit_of[$name]="$(git -C "$c" rev-parse --verify --quiet "$r^{commit}" || git -C "$c" rev-parse --verify --quiet "origin/$r^{commit}" \
      || { [ -n "${remote_of[$name]:-}" ] && git -C "$c" rev-parse --verify --quiet "FETCH_HEAD^{commit}"; })" \
      || jfp_die "--change $name=${remote_of[$name]:-$c}@$r: ${remote_of[$name]:-$c} has no commit, tag or branch '$r'"
    pom="$(git -C "$c" show "${commit_of[$name]}:pom.xml" 2>/dev/null)" || jfp_die "--change $name=$c@$r: no pom.xml at $r"
    # the project's own artifactId: the first outside its <parent>
    own="$(printf '%s' "$pom" | tr '\n' ' ' | sed 's|<!--[^>]*-->||g; s|<parent>.*</parent>||')"
    built="$(printf '%s' "$own" | sed -n 's|^[^<]*\(<[^a][^<]*\)*<artifactId>\([^<]*\)</artifactId>.*|\2|p')"
    [ "$built" = "${ARTIFACT[$name]#*:}" ] || jfp_die "--change $name=$c@$r: that clone builds '${built:-nothing}', not ${ARTIFACT[$name]#*:}"
    version_at["$name"]="$(printf '%s' "$own" | sed -n 's|^.*<artifactId>'"$built"'</artifactId>[^<]*\(<[^v][^<]*\)*<version>\([^<]*\)</version>.*|\2|p')"
    clone_of[$name]="$(cd "$c" && pwd)"
    [ -n "${remote_of[$name]:-}" ] || [ -z "$(git -C "$c" status --porcelain 2>/dev/null)" ] || [ "$r" != HEAD ] \
      || echo "$name: $c has uncommitted changes: they are not built (HEAD, ${commit_of[$name]:0:10}, is; commit them to measure them)"
  elif [ -n "$v" ]; then
    [[ ! "$v" =~ ^3\. ]] || jfp_die "$name=$v is Jackson 3 (tools.jackson): this script builds Jackson 2 jars"
    [[ "$v" =~ ^2\.[0-9]+(\.[0-9]+)?([.-][A-Za-z0-9][A-Za-z0-9.-]*)?$ ]] || jfp_die "$name=$v is not a Jackson 2 version (such as 2.23.1-SNAPSHOT)"
  else
    j="${jar_of[$name]}"
    [ -f "$j" ] || jfp_die "no jar $j (--change-jar $name=$j)"
    [ "$(head -c 2 "$j")" = PK ] || jfp_die "$j is not a jar (--change-jar $name=$j)"
    jar_of[$name]="$(cd "$(dirname "$j")" && pwd)/$(basename "$j")"
  fi
done
# Without --base, a clone at X.Y.Z-SNAPSHOT (Z > 0) starts from the release X.Y.(Z-1): that is the base when it resolves.
if [ -z "$base_given" ]; then
  for name in "${order[@]}"; do
    if [[ "${version_at[$name]:-}" =~ ^(2\.[0-9]+)\.([0-9]+)-SNAPSHOT$ ]] && [ "${BASH_REMATCH[2]}" -gt 0 ]; then
      follows="${BASH_REMATCH[1]}.$((BASH_REMATCH[2] - 1))"
      if [ "$follows" != "$base" ] && jfp_resolves "com.fasterxml.jackson:jackson-bom:$follows:pom"; then
        echo "Base: Jackson $follows, the release your $name clone's ${version_at[$name]} follows (--base to choose another)"
        base="$follows"
        [ "$base" = "$OLDEST" ] || ! jfp_older_or_same "$base" "$OLDEST" || jfp_die "Jackson $base is older than $OLDEST, the oldest version jfp-bench supports (give --base)"
        legacy=""
        if [ "$base" != "$LEGACY_BELOW" ] && jfp_older_or_same "$base" "$LEGACY_BELOW"; then legacy=1; fi
      fi
      break
    fi
  done
fi
for name in "${!version_at[@]}"; do
  [[ "${version_at[$name]}" =~ ^([0-9]+\.[0-9]+)\. ]] || continue
  [ "${BASH_REMATCH[1]}" = "$(echo "$base" | cut -d. -f1,2)" ] \
    || echo "$name: the clone is ${version_at[$name]}, the base $base: to compare within ${BASH_REMATCH[1]}, give --base ${BASH_REMATCH[1]}.N (a release)"
done
[ -z "$base_jar" ] || [ -f "$base_jar" ] || jfp_die "no jar $base_jar (--base-jar)"
[ -z "$base_jar" ] || base_jar="$(cd "$(dirname "$base_jar")" && pwd)/$(basename "$base_jar")"

jfp_java
major="$(jfp_java_major)"
[ -n "$major" ] && [ "$major" -ge 17 ] || jfp_die "jfp-bench needs Java 17+; $JFP_JAVA is ${major:-unknown} (set JAVA_HOME or JAVA)"

# What each jar is called: what it holds.
label="$base"
declare -A generated=()
for name in "${order[@]}"; do
  if [ -n "${clone_of[$name]:-}" ]; then
    generated[$name]="$base-git-${commit_of[$name]:0:10}"
    label+="+$name-git-${commit_of[$name]:0:10}"
  elif [ -n "${jar_of[$name]:-}" ]; then
    hash="$(sha256sum "${jar_of[$name]}" | cut -c1-10)"
    generated[$name]="$base-jar-$hash"
    label+="+$name-jar-$hash"
  else
    label+="+$name-${version_of[$name]}"
  fi
done
mkdir -p "$jars_dir"
jars_dir="$(cd "$jars_dir" && pwd)"
base_out="${base_jar:-$jars_dir/jackson-change-base-$base.jar}"
change_out="$jars_dir/jackson-change-$label.jar"

sha() { sha256sum "$1" | cut -d' ' -f1; }
# A jar this script wrote (its SHA-256 beside it still matches) may be replaced; any other file only when you say so.
may_replace() {
  local f="$1" answer
  [ -e "$f" ] || return 0
  [ -f "$f.sha256" ] && [ "$(sha "$f")" = "$(cat "$f.sha256")" ] && return 0
  if [ "$mode" != dry-run ] && [ -t 0 ] && [ -t 2 ]; then
    read -r -p "$f exists and was not written by this script: replace it? [y/N] " answer
    [[ "$answer" =~ ^[yY] ]] && return 0
  fi
  jfp_die "$f exists and was not written by this script: move it away, or give --jars DIR (nothing built)"
}
[ -n "$base_jar" ] || may_replace "$base_out"
may_replace "$change_out"

# The change side's repositories: --repo, then your local repository, as file:// repositories of a temporary local one.
user_repo="$HOME/.m2/repository"
if [ -f "$HOME/.m2/settings.xml" ]; then
  configured="$(sed -n 's|.*<localRepository>\([^<]*\)</localRepository>.*|\1|p' "$HOME/.m2/settings.xml" | head -1)"
  [ -z "$configured" ] || user_repo="${configured/\$\{user.home\}/$HOME}"
fi
xml() { local s="${1//&/&amp;}"; s="${s//</&lt;}"; printf '%s' "${s//>/&gt;}"; }
repository() { # TAG ID DIR
  printf '<%s><id>%s</id><url>file://%s</url>' "$1" "$2" "$(xml "$3")"
  printf '<releases><enabled>true</enabled><checksumPolicy>ignore</checksumPolicy></releases>'
  printf '<snapshots><enabled>true</enabled><updatePolicy>always</updatePolicy><checksumPolicy>ignore</checksumPolicy></snapshots></%s>\n' "$1"
}
{
  echo '<settings><profiles><profile><id>jfp-change</id><repositories>'
  i=0
  for r in ${repos[@]+"${repos[@]}"} "$user_repo"; do
    i=$((i + 1))
    repository repository "jfp-local-$i" "$r"
  done
  echo '</repositories><pluginRepositories>'
  repository pluginRepository jfp-local-plugins "$user_repo"
  echo '</pluginRepositories></profile></profiles><activeProfiles><activeProfile>jfp-change</activeProfile></activeProfiles></settings>'
} > "$work/settings.xml"
change_mvn=(-s "$work/settings.xml" -Dmaven.repo.local="$work/repository" -Daether.offline.protocols=file)

# Everything resolves before anything is built: your versions, the base release, your jars.
for name in "${order[@]}"; do
  v="${version_of[$name]:-}"
  [ -n "$v" ] || continue
  jfp_resolves "${ARTIFACT[$name]}:$v" "${change_mvn[@]}" \
    || jfp_die "$name $v does not resolve: Maven finds no ${ARTIFACT[$name]}:$v (nor what it depends on) in ${repos[*]:+${repos[*]} or }$user_repo$([[ "$v" == *-SNAPSHOT ]] || echo ' or online')"
  echo "$name $v: resolves"
done
jfp_resolves "com.fasterxml.jackson:jackson-bom:$base:pom" \
  || jfp_die "Jackson $base does not resolve: Maven cannot get com.fasterxml.jackson:jackson-bom:$base (no such release, or no network)"
jfp_jackson_pins "$base"
pins=()
notes=()
for pin in ${JFP_PINS[@]+"${JFP_PINS[@]}"}; do
  property="${pin#-D}"
  property="${property%%=*}"
  # a pin of a module you change is yours to choose
  for name in "${order[@]}"; do [ "${PROPERTY[$name]}" != "$property" ] || continue 2; done
  pins+=("$pin")
done
echo "Jackson $base: resolves${pins[*]:+ (built with ${pins[*]})}"
# install_jar NAME JAR: JAR as NAME's generated version in the temporary repository, with the dependencies of NAME's
# base release (a dependency on the release's pom brings them, not its classes); one line, exit 2, when it cannot.
install_jar() {
  local name="$1" j="$2" ga="${ARTIFACT[$1]}"
  cat > "$work/$name.pom" <<EOF
<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion>
  <groupId>${ga%%:*}</groupId><artifactId>${ga#*:}</artifactId><version>${generated[$name]}</version>
  <description>$(xml "$j"), installed by scripts/jackson-change.sh</description>
  <dependencies><dependency><groupId>${ga%%:*}</groupId><artifactId>${ga#*:}</artifactId><version>$base</version><type>pom</type></dependency></dependencies>
</project>
EOF
  local install=(install:install-file -Dfile="$j" -DpomFile="$work/$name.pom")
  { jfp_mvn_once -o "${change_mvn[@]}" "${install[@]}" || jfp_mvn_once "${change_mvn[@]}" "${install[@]}"; } > "$work/install-$name.log" 2>&1 \
    || jfp_die "cannot install $j as ${ga}:${generated[$name]} into the temporary repository: $(grep -m1 ERROR "$work/install-$name.log" || tail -1 "$work/install-$name.log")"
  jfp_resolves "$ga:${generated[$name]}" "${change_mvn[@]}" \
    || jfp_die "$name from $j does not resolve as $ga:${generated[$name]}: the dependencies of $ga:$base are not to be had"
  echo "$name from $j: installed as ${generated[$name]}, resolves"
}
for name in "${order[@]}"; do
  [ -z "${jar_of[$name]:-}" ] || install_jar "$name" "${jar_of[$name]}"
done
for name in "${order[@]}"; do
  [ -n "${clone_of[$name]:-}" ] || continue
  echo "$name: ${remote_of[$name]:-${clone_of[$name]}} at ${ref_of[$name]} (${commit_of[$name]:0:10})"
done
if [ -n "$base_jar" ]; then
  env_file="$work/base-env.json"
  JFP_JAR="$base_jar" jfp_runner env > "$env_file" || jfp_die "$base_jar is not a jar of this suite (--base-jar)"
  held="$(jfp_get "$env_file" /libraries/jackson-databind 2>/dev/null || true)"
  [ "$held" = "$base" ] || jfp_die "$base_jar holds Jackson '${held:-none}', not $base (--base-jar)"
fi

common_flags=(-Djackson.version="$base")
[ -z "$legacy" ] || common_flags+=(-Djackson.legacy)
common_flags+=(${pins[@]+"${pins[@]}"})
change_flags=(-Dbuild.dir.suffix=-jackson-change)
for name in "${order[@]}"; do
  change_flags+=("-D${PROPERTY[$name]}=${version_of[$name]:-${generated[$name]:-}}")
done
what="the maintainer's selection (every code path of the coverage table, each threaded benchmark with its one-thread twin)"
[ -z "$gate" ] || what="the gate's selection (the contract selections' union)"
[ -z "$regex" ] || what="'$regex'"

if [ "$mode" = dry-run ]; then
  echo "Would build:"
  if [ -n "$base_jar" ]; then echo "  base:   nothing (--base-jar $base_jar)"; else echo "  base:   $base_out (${JFP_BUILD[*]:0:${#JFP_BUILD[@]}-1} ${common_flags[*]} package)"; fi
  for name in "${order[@]}"; do
    [ -z "${clone_of[$name]:-}" ] || echo "  $name:  from ${remote_of[$name]:-${clone_of[$name]}} at ${ref_of[$name]} (${commit_of[$name]:0:10}): git archive, ${JFP_BUILD[*]:0:${#JFP_BUILD[@]}-1} package, installed as ${generated[$name]}"
  done
  echo "  change: $change_out (${JFP_BUILD[*]:0:${#JFP_BUILD[@]}-1} ${common_flags[*]} ${change_flags[*]} package, against a temporary local repository reading ${repos[*]:+${repos[*]} and }$user_repo)"
  jfp_dry_run_done "scripts/jackson-change.sh would verify both on JDK $major, then run $what as one paired session: at least $rounds paired rounds of ${JFP_GATE_OPTS[*]}${jmh[*]:+ ${jmh[*]}}, budget $budget"
fi

# Each clone built at its commit, tests skipped, its jar then installed as a --change-jar's is.
for name in "${order[@]}"; do
  c="${clone_of[$name]:-}"
  [ -n "$c" ] || continue
  src="$work/clone-$name"
  log="$JFP_RESULTS/tmp/build-jackson-change-$name.log"
  mkdir -p "$src" "$JFP_RESULTS/tmp"
  echo "Building $name from ${remote_of[$name]:-$c} at ${ref_of[$name]} (${commit_of[$name]:0:10}) ..."
  git -C "$c" archive "${commit_of[$name]}" | tar -x -C "$src" || jfp_die "cannot read $c at ${ref_of[$name]} (git archive)"
  (cd "$src" && mvn -B -q "$JFP_SKIP_TESTS" package) > "$log" 2>&1 || jfp_die "the build of $name from $c at ${ref_of[$name]} failed (its log: $log)"
  rm -f "$log"
  j="$(find "$src/target" -maxdepth 1 -name "${ARTIFACT[$name]#*:}-*.jar" ! -name '*-sources.jar' ! -name '*-javadoc.jar' ! -name '*-tests.jar' -print -quit)"
  [ -n "$j" ] || jfp_die "the build of $name from $c at ${ref_of[$name]} made no ${ARTIFACT[$name]#*:} jar in target/"
  install_jar "$name" "$j"
done

# build LABEL OUT [Maven options]: this checkout's jar into OUT, under a temporary name first.
build() {
  local label="$1" out="$2" name=".jackson-change-$$-$1" log="$JFP_RESULTS/tmp/build-jackson-change-$1.log"
  shift 2
  mkdir -p "$JFP_RESULTS/tmp"
  echo "Building the $label jar $out ..."
  jfp_build "${common_flags[@]}" -Dperf.jar.name="$name" "$@" > "$log" 2>&1 \
    || { rm -f "$JFP_ROOT/target/$name.jar"; jfp_die "the $label build failed (its log: $log)"; }
  rm -f "$log"
  cp "$JFP_ROOT/target/$name.jar" "$out.tmp.$$"
  rm -f "$JFP_ROOT/target/$name.jar"
  mv -f "$out.tmp.$$" "$out"
  sha "$out" > "$out.sha256"
}
[ -n "$base_jar" ] || build base "$base_out"
build change "$change_out" "${change_mvn[@]}" "${change_flags[@]}"

# The runner and the report tool: those in the base jar.
JFP_JAR="$base_out"
env_file="$work/env.json"
jfp_runner env > "$env_file"
held="$(jfp_get "$env_file" /libraries/jackson-databind 2>/dev/null || true)"
[ "$held" = "$base" ] || jfp_die "$base_out holds Jackson '${held:-none}', not $base (rebuild it)"
if [ -z "$regex" ]; then
  sel="$work/selection.json"
  if [ -z "$gate" ]; then
    jfp_runner select --coverage > "$sel" || jfp_die "cannot read the coverage selection from $JFP_JAR"
    [ "$(jfp_get "$sel" /matches)" = true ] || jfp_die "the coverage selection does not match $JFP_JAR: $(jfp_get "$sel" /problems | head -1)"
    regex="$(jfp_get "$sel" /maintainerRegex)"
  else
    jfp_runner select --contract > "$sel" || jfp_die "cannot read the contract selections from $JFP_JAR"
    regex="$(jfp_get "$sel" /union)"
  fi
fi
count="$(jfp_count "$regex")" || exit 2
[ "$count" -gt 0 ] || jfp_die "the selection '$regex' matches no benchmark"
common="$work/common.json"
jfp_runner common "$regex" --side "base=$base_out" --side "change=$change_out" > "$common" || exit 2

# Each jar verifies what it will run, on the JDK that runs it (with the -p and -e given), before anything is measured.
verify=()
for ((k = 0; k < ${#jmh[@]}; k++)); do
  case "${jmh[$k]}" in
    -p|-e) [ $((k + 1)) -lt ${#jmh[@]} ] && verify+=("${jmh[$k]}" "${jmh[$((k + 1))]}") ;;
  esac
done
jfp_verify_jar base "$base_out" "$major" "$regex" ${verify[@]+"${verify[@]}"}
jfp_verify_jar change "$change_out" "$major" "$regex" ${verify[@]+"${verify[@]}"}
echo "Base: $base_out"
echo "Change: $change_out"
[ "$mode" != build-only ] || exit 0

opts=("${JFP_GATE_OPTS[@]}")
if [ -n "$gc" ] && ! jfp_has_gc "${opts[@]}"; then
  opts+=(-prof gc)
fi
JFP_GATE_OPTS=("${opts[@]}" ${jmh[@]+"${jmh[@]}"}) JFP_GATE_ROUNDS="$rounds" JFP_GATE_BUDGET="$budget"
changes=""
for name in "${order[@]}"; do
  if [ -n "${clone_of[$name]:-}" ]; then changes+="${changes:+, }$name from ${remote_of[$name]:-${clone_of[$name]}} at ${ref_of[$name]} (${commit_of[$name]:0:10})"
  else changes+="${changes:+, }$name ${version_of[$name]:-from ${jar_of[$name]}}"; fi
done
echo "Jackson change: $count benchmarks ($what) on JDK $major ($("$JFP_JAVA" -version 2>&1 | head -1)), base Jackson $base, change: $changes;" \
  "at least $rounds paired rounds of ${JFP_GATE_OPTS[*]}, budget $budget"
sides=(--side base --side-jar "base=$base_out" --side change --side-jar "change=$change_out")
# Both built just now from this checkout: its commit. A --base-jar's is not known here (the runner would take the
# base jar, the one it runs from, for the checkout's).
[ -z "$base_jar" ] || sides+=(--side-commit "base=unknown")
if [ -n "${JFPBENCH_GIT_COMMIT:-}" ] && [ "${JFPBENCH_GIT_DIRTY:-}" != true ]; then
  [ -n "$base_jar" ] || sides+=(--side-commit "base=$JFPBENCH_GIT_COMMIT")
  sides+=(--side-commit "change=$JFPBENCH_GIT_COMMIT")
fi
engine+=(--job-start "$job_start" --job-limit "$JFP_GATE_JOB_LIMIT")
jfp_gate_session "jackson-change-jdk$major-" "$regex" "${sides[@]}" ${engine[@]+"${engine[@]}"}
jfp_gate_verdict "${JFP_SAVED[0]}" "${JFP_SAVED[1]}"
exit "$JFP_GATE_RC"
