package dev.jfpbench.core.verify;

/**
 * A benchmark class that can check its own results. {@link BenchmarkVerifier} runs every {@code @Benchmark}
 * method once and hands the result here; a method this class has no check for must fail, so a new
 * benchmark cannot slip in unverified.
 */
public interface Verifiable {

    /** Called once after setup, before any benchmark method: e.g. start capturing written bytes. */
    default void prepareVerification() {
    }

    /**
     * Checks what one benchmark method returned (null for a void method) against the reference.
     *
     * @throws AssertionError when it is wrong, or when there is no check for {@code benchmark}
     */
    void verify(String benchmark, Object result) throws Exception;

    /** The error for a benchmark method a class has no check for. */
    static AssertionError noCheckFor(Object benchmarkClass, String benchmark) {
        return new AssertionError("no check for benchmark " + benchmarkClass.getClass().getSimpleName() + "." + benchmark
                + ": add it to " + benchmarkClass.getClass().getSuperclass().getSimpleName() + ".verify");
    }
}
