package dev.jfpbench.runner.testbench;

import org.openjdk.jmh.annotations.Benchmark;

/** A benchmark class that does not know its sizes. */
public class UnsizedBenchmark {
    @Benchmark
    public int run() {
        return 1;
    }
}
