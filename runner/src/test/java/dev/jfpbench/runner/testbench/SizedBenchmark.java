package dev.jfpbench.runner.testbench;

import dev.jfpbench.core.bench.InputSized;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/** A stand-in benchmark class for the sizes tests: its size depends on a @Param and is known only after @Setup. */
public class SizedBenchmark implements InputSized {
    @Param("100")
    public int size;

    private byte[] input;

    @Setup
    public void setUp() {
        System.out.println("# setup prints, as real benchmarks do");
        input = new byte[size];
    }

    @Benchmark
    public int read() {
        return input.length;
    }

    @Benchmark
    public int write() {
        return input.length;
    }

    @Benchmark
    public int unsized() {
        return 0;
    }

    @Override
    public long bytesPerOp(String benchmark) {
        switch (benchmark) {
            case "read":
                return input.length;
            case "write":
                return 2L * input.length;
            default:
                return -1;
        }
    }
}
