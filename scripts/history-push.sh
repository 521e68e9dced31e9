#!/usr/bin/env bash
# Appends history records (the ratios of a run: ReportTool ratios) to the history kept on the branch
# benchmark-history of the origin repository, for the nightly and full workflows.
#
#   scripts/history-push.sh DIR MESSAGE
#
# Why a branch: the history must outlive any one run (artifacts expire after 90 days at most, and a chain of
# artifacts breaks when one run fails), a workflow with contents: write can push to it, and anyone can read it:
#   git fetch origin benchmark-history && git worktree add ../history FETCH_HEAD && scripts/report.sh --history ../history
# Records go to history/<YYYY-MM>/; a record already there is never replaced. Retries when another job pushed first.
# Exit: 0 pushed (or nothing new); 2 bad input; 3 the push failed.
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
[ $# -eq 2 ] || jfp_die "usage: scripts/history-push.sh DIR MESSAGE"
src="$(cd "$1" 2>/dev/null && pwd)" || jfp_die "no folder $1"
message="$2"
branch=benchmark-history
work="$(mktemp -d "${TMPDIR:-/tmp}/jfp-history.XXXXXX")"
trap 'git -C "$JFP_ROOT" worktree remove --force "$work" >/dev/null 2>&1 || true' EXIT
for attempt in 1 2 3 4 5; do
  git -C "$JFP_ROOT" worktree remove --force "$work" >/dev/null 2>&1 || true
  rm -rf "$work"
  if git -C "$JFP_ROOT" fetch -q origin "$branch" 2>/dev/null; then
    git -C "$JFP_ROOT" worktree add -q --detach "$work" FETCH_HEAD
  else
    git -C "$JFP_ROOT" worktree add -q --detach "$work"
    git -C "$work" checkout -q --orphan "$branch"
    git -C "$work" rm -rq --cached . >/dev/null 2>&1 || true
    find "$work" -mindepth 1 -maxdepth 1 ! -name .git -exec rm -rf {} +
    printf '# jfp-bench history\n\nRatios of the nightly and full runs (scripts/history-push.sh); draw them with scripts/report.sh --history DIR.\n' > "$work/README.md"
  fi
  month="$(date -u +%Y-%m)"
  mkdir -p "$work/history/$month"
  added=0
  for f in "$src"/*.history.json; do
    [ -f "$f" ] || continue
    [ -e "$work/history/$month/$(basename "$f")" ] && continue
    cp "$f" "$work/history/$month/"
    added=$((added + 1))
  done
  if [ "$added" -eq 0 ]; then echo "No new history record in $src"; exit 0; fi
  git -C "$work" add -A
  git -C "$work" -c user.name="jfp-bench history" -c user.email="history@jfp-bench.invalid" commit -q -m "$message: $added record(s)"
  if git -C "$work" push -q origin "HEAD:$branch"; then
    echo "Pushed $added history record(s) to $branch"
    exit 0
  fi
  echo "$JFP_SCRIPT: the push was refused (attempt $attempt), fetching again" >&2
  sleep $((attempt * 5))
done
echo "$JFP_SCRIPT: could not push the history to $branch" >&2
exit 3
