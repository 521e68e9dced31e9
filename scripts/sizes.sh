#!/usr/bin/env bash
# Prints the bytes on the wire: raw, gzip and LZF bytes per dataset (currency, media item, table, vectors) and format
# (JSON, Smile, CBOR, XML, Avro, Protobuf, Kryo, Thrift, JDK serialization), the very documents the compress and
# formats benchmarks read and write. Runs no benchmark (about 15 s: it encodes and compresses every dataset once).
#
#   scripts/sizes.sh [--format md|text]
#
# Default: Markdown (the README's "Bytes on the wire" table). Exit: 0 printed; 2 bad input.
set -euo pipefail
# shellcheck source=lib.sh
. "$(dirname "$0")/lib.sh"
for a in "$@"; do
  case "$a" in
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
  esac
done
jfp_java
jfp_ensure_jar
exec "$JFP_JAVA" -Xmx1g -Djava.awt.headless=true -cp "$JFP_JAR" "$JFP_RUNNER_CLASS" sizes "$@"
