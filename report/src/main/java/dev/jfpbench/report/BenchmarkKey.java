package dev.jfpbench.report;

import java.util.Collections;
import java.util.Comparator;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What makes two results the same benchmark: JMH's name ({@code package.Class.method}), the mode and the
 * {@code @Param} values.
 */
public record BenchmarkKey(String benchmark, String mode, SortedMap<String, String> params) implements Comparable<BenchmarkKey> {
    private static final Comparator<BenchmarkKey> ORDER = Comparator.comparing(BenchmarkKey::benchmark)
            .thenComparing(BenchmarkKey::paramsText).thenComparing(BenchmarkKey::mode);

    public BenchmarkKey {
        params = Collections.unmodifiableSortedMap(new TreeMap<>(params));
    }

    public static BenchmarkKey of(String benchmark, String mode, Map<String, String> params) {
        return new BenchmarkKey(benchmark, mode, new TreeMap<>(params));
    }

    public String className() {
        int dot = benchmark.lastIndexOf('.');
        return dot < 0 ? "" : benchmark.substring(0, dot);
    }

    public String simpleClassName() {
        String c = className();
        return c.substring(c.lastIndexOf('.') + 1);
    }

    public String method() {
        return benchmark.substring(benchmark.lastIndexOf('.') + 1);
    }

    /** {@code Class.method}, as JMH prints it. */
    public String shortName() {
        String c = simpleClassName();
        return c.isEmpty() ? method() : c + "." + method();
    }

    /** {@code a=1, b=x}, or empty. */
    public String paramsText() {
        if (params.isEmpty()) {
            return "";
        }
        String t = params.toString();
        return t.substring(1, t.length() - 1);
    }

    /** The short name with parameters, e.g. {@code JsonPayloadReadWrite.readTreeFast [payload=x.json]}. */
    public String display() {
        return params.isEmpty() ? shortName() : shortName() + " [" + paramsText() + "]";
    }

    /** The key of a run's {@code bytesPerOp} sidecar map: the full name, then the parameters if any, e.g. {@code p.C.m{payload=x.json}}. */
    public String sizeId() {
        return params.isEmpty() ? benchmark : benchmark + params;
    }

    /** The same class, mode and parameters, another method. */
    public BenchmarkKey withMethod(String method) {
        return new BenchmarkKey(className().isEmpty() ? method : className() + "." + method, mode, params);
    }

    @Override
    public int compareTo(BenchmarkKey o) {
        return ORDER.compare(this, o);
    }
}
