package dev.jfpbench.vectors.packed;

import com.fasterxml.jackson.annotation.JsonFormat;

/**
 * Jackson mix-in for {@code VectorDocs.Row}: its {@code emb} as one Base64 string of the floats' IEEE-754
 * bytes (network order) instead of an array of decimal numbers. Jackson 2.20+ (databind #5242); a mix-in,
 * so the packed benchmark reads and writes the very POJO, and is checked against the very reference, of
 * the other vector benchmarks.
 */
abstract class PackedEmbedding {
    @JsonFormat(shape = JsonFormat.Shape.BINARY)
    public float[] emb;
}
