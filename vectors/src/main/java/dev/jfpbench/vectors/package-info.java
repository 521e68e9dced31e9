/** Embedding-vector benchmarks (1000 x 1024 floats) and the limits they are measured against. */
package dev.jfpbench.vectors;
