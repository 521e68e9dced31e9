package dev.jfpbench.core.verify;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.Blackhole;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Runs every benchmark method JMH knows of (every {@code META-INF/BenchmarkList} on the class path) once,
 * the way JMH would (params at their first value, {@code @Setup} before, {@code @TearDown} after), and hands
 * the result to the class's {@link Verifiable#verify}. Plain Java, no test framework: each module's test
 * wraps {@link #benchmarks(String)} in dynamic tests.
 */
public final class BenchmarkVerifier {
    private static final String BLACKHOLE_PASSWORD =
            "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.";

    private BenchmarkVerifier() {
    }

    /** One benchmark method, by its JMH name ({@code package.Class.method}). */
    public static final class Case {
        public final String className;
        public final String method;

        Case(String className, String method) {
            this.className = className;
            this.method = method;
        }

        public String name() {
            return className.substring(className.lastIndexOf('.') + 1) + "." + method;
        }

        @Override
        public String toString() {
            return name();
        }
    }

    /** Every benchmark method whose class is in a package starting with {@code packagePrefix}, sorted by name. */
    public static List<Case> benchmarks(String packagePrefix) {
        Map<String, Case> cases = new TreeMap<>();
        try {
            Enumeration<URL> lists = BenchmarkVerifier.class.getClassLoader().getResources(BenchmarkList.BENCHMARK_LIST.substring(1));
            while (lists.hasMoreElements()) {
                try (InputStream in = lists.nextElement().openStream()) {
                    // A shaded jar appends every module's list, with blank lines between them.
                    String list = new String(in.readAllBytes(), StandardCharsets.UTF_8).replaceAll("(?m)^\\s*\\R", "");
                    for (BenchmarkListEntry e : BenchmarkList.readBenchmarkList(new ByteArrayInputStream(list.getBytes(StandardCharsets.UTF_8)))) {
                        String cls = e.getUserClassQName();
                        if (cls.startsWith(packagePrefix)) {
                            String method = e.getUsername().substring(cls.length() + 1);
                            cases.put(cls + "." + method, new Case(cls, method));
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new ArrayList<>(cases.values());
    }

    /** Runs one benchmark method once and verifies its result; throws an {@link AssertionError} if wrong. */
    public static void verify(Case c) throws Exception {
        verify(c, Collections.emptyMap());
    }

    /**
     * As {@link #verify(Case)}, with some {@code @Param} fields set ({@code -p name=value}); the rest take
     * the first value of their annotation.
     */
    public static void verify(Case c, Map<String, String> params) throws Exception {
        verify(c, params, BenchmarkVerifier::runAndVerify);
    }

    /** What is done with one benchmark method on its fresh instance: at least {@link #runAndVerify}. */
    @FunctionalInterface
    public interface Check {
        void run(Object bench, String method) throws Exception;
    }

    /** As {@link #verify(Case, Map)}, with {@code check} in place of {@link #runAndVerify} (a check that does more). */
    public static void verify(Case c, Map<String, String> params, Check check) throws Exception {
        Object bench = newInstance(Class.forName(c.className), params);
        try {
            check.run(bench, c.method);
        } finally {
            runAnnotated(bench, TearDown.class);
        }
    }

    /** Runs {@code method} once on {@code bench} and hands its result to the class's whole verification. */
    public static Object runAndVerify(Object bench, String method) throws Exception {
        if (!(bench instanceof Verifiable)) {
            throw new AssertionError(bench.getClass().getSimpleName() + "." + method + " has no verification: "
                    + bench.getClass().getName() + " does not implement Verifiable");
        }
        Method m = findBenchmarkMethod(bench.getClass(), method);
        ((Verifiable) bench).prepareVerification();
        Object result = invoke(bench, m);
        ((Verifiable) bench).verify(method, result);
        return result;
    }

    /**
     * Every combination of the {@code @Param} values of the case's class and its superclasses (JMH runs them all,
     * and a param may change the code path, e.g. a compression). {@code given} replaces a param's declared values,
     * as JMH's {@code -p name=v1,v2} does; a param neither declares values for nor is given is left out.
     */
    public static List<Map<String, String>> paramCombinations(Case c, Map<String, List<String>> given) {
        List<Map<String, String>> combinations = new ArrayList<>();
        combinations.add(new LinkedHashMap<>());
        Class<?> type;
        try {
            type = Class.forName(c.className);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
        for (Class<?> k = type; k != null && k != Object.class; k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) {
                Param p = f.getAnnotation(Param.class);
                if (p == null) {
                    continue;
                }
                List<String> values = given.getOrDefault(f.getName(), Arrays.asList(p.value()));
                if (values.isEmpty()) {
                    continue;
                }
                List<Map<String, String>> next = new ArrayList<>();
                for (Map<String, String> partial : combinations) {
                    for (String value : values) {
                        Map<String, String> m = new LinkedHashMap<>(partial);
                        m.put(f.getName(), value);
                        next.add(m);
                    }
                }
                combinations = next;
            }
        }
        return combinations;
    }

    /** A benchmark instance as JMH would make it: params set, every {@code @Setup} run. */
    public static Object newInstance(Class<?> type, Map<String, String> params) throws Exception {
        Object bench = type.getDeclaredConstructor().newInstance();
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                Param p = f.getAnnotation(Param.class);
                if (p != null) {
                    String value = params.containsKey(f.getName()) ? params.get(f.getName()) : (p.value().length > 0 ? p.value()[0] : null);
                    if (value == null) {
                        throw new IllegalStateException("@Param " + f.getName() + " of " + type.getName() + " has no value");
                    }
                    f.setAccessible(true);
                    f.set(bench, convert(value, f.getType()));
                }
            }
        }
        runAnnotated(bench, Setup.class);
        return bench;
    }

    private static Object convert(String v, Class<?> t) {
        if (t == String.class) return v;
        if (t == int.class || t == Integer.class) return Integer.valueOf(v);
        if (t == long.class || t == Long.class) return Long.valueOf(v);
        if (t == double.class || t == Double.class) return Double.valueOf(v);
        if (t == float.class || t == Float.class) return Float.valueOf(v);
        if (t == boolean.class || t == Boolean.class) return Boolean.valueOf(v);
        if (t.isEnum()) {
            @SuppressWarnings({"unchecked", "rawtypes"})
            Object e = Enum.valueOf((Class) t, v);
            return e;
        }
        throw new IllegalArgumentException("unsupported @Param type " + t);
    }

    private static Method findBenchmarkMethod(Class<?> type, String name) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Method m : c.getDeclaredMethods()) {
                if (m.getName().equals(name) && m.isAnnotationPresent(Benchmark.class)) {
                    return m;
                }
            }
        }
        throw new AssertionError("no @Benchmark method " + name + " in " + type.getName());
    }

    /** Runs the annotated no-argument methods, superclass first, as JMH does. */
    private static void runAnnotated(Object bench, Class<? extends java.lang.annotation.Annotation> annotation) throws Exception {
        Deque<Class<?>> chain = new ArrayDeque<>();
        for (Class<?> c = bench.getClass(); c != null && c != Object.class; c = c.getSuperclass()) {
            chain.push(c);
        }
        for (Class<?> c : chain) {
            for (Method m : c.getDeclaredMethods()) {
                if (m.isAnnotationPresent(annotation) && !Modifier.isStatic(m.getModifiers())) {
                    invoke(bench, m);
                }
            }
        }
    }

    private static Object invoke(Object bench, Method m) throws Exception {
        Object[] args = new Object[m.getParameterCount()];
        Class<?>[] types = m.getParameterTypes();
        for (int i = 0; i < args.length; i++) {
            if (types[i] == Blackhole.class) {
                args[i] = new Blackhole(BLACKHOLE_PASSWORD);
            } else if (types[i] == BenchmarkParams.class) {
                args[i] = null; // no measured method: a setup that takes it prepares every configuration
            } else if (types[i].isAnnotationPresent(State.class)) {
                args[i] = newInstance(types[i], Map.of()); // a state the setup depends on (JMH's states DAG): made and set up as JMH would
            } else {
                throw new IllegalStateException(m + ": the verifier supports only Blackhole, BenchmarkParams and @State parameters");
            }
        }
        m.setAccessible(true);
        try {
            return m.invoke(bench, args);
        } catch (InvocationTargetException e) {
            Throwable t = e.getCause();
            if (t instanceof Exception) throw (Exception) t;
            if (t instanceof Error) throw (Error) t;
            throw e;
        }
    }
}
