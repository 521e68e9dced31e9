/** Jackson under many threads: one shared mapper used by T threads at once, small messages, per-call mapper and reader creation. */
package dev.jfpbench.concurrency;
