package dev.jfpbench.core.bench;

import dev.jfpbench.core.codec.FpConfig;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * Which configuration a measured fork runs, so that its {@code @Setup} prepares only that one (a clean fork: its JIT
 * profile never sees the other configuration). JMH hands a {@code @Setup} the fork's {@link BenchmarkParams}; the
 * verifier and the sizes tool hand it none, and then every configuration is prepared.
 */
public final class MeasuredMethod {
    private MeasuredMethod() {
    }

    /** The measured method's name ({@code fastFPRead}), or null without params. */
    public static String of(BenchmarkParams params) {
        if (params == null) {
            return null;
        }
        String name = params.getBenchmark();
        return name.substring(name.lastIndexOf('.') + 1);
    }

    /** The configuration a method measures, by the suite's names ({@code fast...}, {@code ...Fast}); else Default. */
    public static FpConfig config(String method) {
        return method.startsWith("fast") || method.endsWith("Fast") ? FpConfig.FAST : FpConfig.DEFAULT;
    }

    /** True when a fork of {@code method} (null: not a measured fork) needs {@code config} prepared. */
    public static boolean needs(String method, FpConfig config) {
        return method == null || config(method) == config;
    }
}
