package jfpbenchtest;

import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * A test fixture for {@link dev.jfpbench.perf.Verify}: one benchmark that is right and one wrong by one ulp,
 * both checked against the JDK's parse of "0.1". Outside {@code dev.jfpbench.}, so never in the jar nor in
 * AllBenchmarksVerifiedTest.
 */
@State(Scope.Benchmark)
public class OneUlpOff implements Verifiable {
    private final String text = "0.1";

    @Benchmark
    public double parseRight() {
        return Double.parseDouble(text);
    }

    @Benchmark
    public double parseOneUlpOff() {
        return Math.nextUp(Double.parseDouble(text));
    }

    @Override
    public void verify(String benchmark, Object result) {
        switch (benchmark) {
            case "parseRight":
            case "parseOneUlpOff":
                Exact.check(benchmark, 0.1, result);
                return;
            default:
                throw Verifiable.noCheckFor(this, benchmark);
        }
    }
}
