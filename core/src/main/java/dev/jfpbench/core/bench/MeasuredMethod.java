package dev.jfpbench.core.bench;

import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.names.FpNames;
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

    /** The configuration a method measures, by the suite's one naming rule ({@link FpNames}); else Default. */
    public static FpConfig config(String method) {
        return FpNames.isFast(method) ? FpConfig.FAST : FpConfig.DEFAULT;
    }

    /** The configuration a fork of {@code method} runs its own work in (null: not a measured fork, Default). */
    public static FpConfig own(String method) {
        return method == null ? FpConfig.DEFAULT : config(method);
    }

    /** True when a fork of {@code method} (null: not a measured fork) needs {@code config} prepared. */
    public static boolean needs(String method, FpConfig config) {
        return method == null || config(method) == config;
    }

    /** True when a fork of {@code method} (null: not a measured fork) measures the table: only then is it prepared. */
    public static boolean needsTable(String method) {
        return method == null || method.contains("Table");
    }
}
