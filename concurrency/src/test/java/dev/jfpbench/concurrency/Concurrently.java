package dev.jfpbench.concurrency;

import dev.jfpbench.core.testing.MutantChecks;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.BenchmarkParams;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;

/**
 * A benchmark class run as JMH runs it under T threads, and every result of every thread checked: ONE shared state
 * ({@link SharedMapper}), one instance of the class per thread set up with it, every thread calling the same method
 * at once (a barrier starts each method), each result handed straight to its own thread's instance's check. A
 * {@link Spoiler} may replace a result on its way to the check, to prove a wrong one in any thread is caught.
 */
final class Concurrently {
    private Concurrently() {
    }

    /** Replaces (or keeps) the result of {@code thread}'s call number {@code call} of {@code method} before it is checked. */
    @FunctionalInterface
    interface Spoiler {
        Object apply(int thread, int call, Verifiable bench, String method, Object result) throws Exception;
    }

    static final Spoiler NONE = (thread, call, bench, method, result) -> result;

    /** A check that failed: whose call, and the check's message. */
    record Failure(int thread, int call, String method, String why) {
    }

    /** What happened: the failures, each thread's checked results, whether each thread was virtual, the instances. */
    record Outcome(List<Failure> failures, int[] checked, boolean[] virtual, List<Verifiable> benches) {
    }

    /** The instances of {@code type} for {@code threads} threads, each set up (as outside a measured fork) with one shared state. */
    static List<Verifiable> instances(Class<?> type, int threads) throws Exception {
        SharedMapper shared = (SharedMapper) BenchmarkVerifier.newInstance(SharedMapper.class, Map.of());
        Method setUp = setUp(type);
        List<Verifiable> benches = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Object bench = type.getDeclaredConstructor().newInstance();
            setUp.invoke(bench, shared, null);
            benches.add((Verifiable) bench);
        }
        return benches;
    }

    static Method setUp(Class<?> type) {
        for (Class<?> c = type; c != Object.class; c = c.getSuperclass()) {
            for (Method m : c.getDeclaredMethods()) {
                if (m.isAnnotationPresent(Setup.class)) {
                    if (m.getParameterCount() != 2 || m.getParameterTypes()[0] != SharedMapper.class || m.getParameterTypes()[1] != BenchmarkParams.class) {
                        throw new AssertionError(m + ": expected setUp(SharedMapper, BenchmarkParams)");
                    }
                    return m;
                }
            }
        }
        throw new AssertionError(type + " has no @Setup");
    }

    /**
     * Every {@code @Benchmark} method of {@code type}, {@code calls} times on each of {@code threads} threads at once
     * (virtual threads when {@code virtual}), each result checked by its thread's instance.
     */
    static Outcome run(Class<?> type, int threads, int calls, boolean virtual, Spoiler spoiler) throws Exception {
        List<Verifiable> benches = instances(type, threads);
        List<String> methods = MutantChecks.benchmarkMethods(type);
        List<Failure> failures = Collections.synchronizedList(new ArrayList<>());
        int[] checked = new int[threads];
        boolean[] isVirtual = new boolean[threads];
        CyclicBarrier barrier = new CyclicBarrier(threads);
        List<Thread> running = new ArrayList<>();
        List<Throwable> crashed = Collections.synchronizedList(new ArrayList<>());
        for (int t = 0; t < threads; t++) {
            int thread = t;
            Verifiable bench = benches.get(t);
            Runnable work = () -> {
                try {
                    isVirtual[thread] = VirtualThreads.isVirtual(Thread.currentThread());
                    bench.prepareVerification();
                    for (String method : methods) {
                        barrier.await(1, TimeUnit.MINUTES);
                        for (int call = 0; call < calls; call++) {
                            Object result = spoiler.apply(thread, call, bench, method, MutantChecks.run(bench, method));
                            try {
                                bench.verify(method, result);
                                checked[thread]++;
                            } catch (AssertionError e) {
                                failures.add(new Failure(thread, call, method, e.getMessage()));
                            }
                        }
                    }
                } catch (Throwable e) {
                    crashed.add(e);
                }
            };
            running.add(virtual ? virtualThread(work) : new Thread(work, type.getSimpleName() + "-" + t));
        }
        running.forEach(Thread::start);
        for (Thread t : running) {
            t.join(TimeUnit.MINUTES.toMillis(2));
        }
        if (!crashed.isEmpty()) {
            throw new AssertionError("a thread crashed: " + crashed.get(0), crashed.get(0));
        }
        return new Outcome(List.copyOf(failures), checked, isVirtual, benches);
    }

    /** An unstarted virtual thread (JDK 21+, reached by reflection: this module is built for JDK 17). */
    static Thread virtualThread(Runnable work) {
        try {
            Object builder = Thread.class.getMethod("ofVirtual").invoke(null);
            return (Thread) Class.forName("java.lang.Thread$Builder").getMethod("unstarted", Runnable.class).invoke(builder, work);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("no virtual threads on JDK " + Runtime.version().feature(), e);
        }
    }

    /** True when this JDK has virtual threads. */
    static boolean virtualThreadsHere() {
        try {
            Thread.class.getMethod("ofVirtual");
            return Runtime.version().feature() >= 21;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    /** The index of the message {@code bench}'s last call took (its cursor, read from its base). */
    static int lastMessage(Object bench) throws ReflectiveOperationException {
        return (cursor(bench) - 1) & (MessageDataset.COUNT - 1);
    }

    /** The index of the message {@code bench}'s next call will take. */
    static int nextMessage(Object bench) throws ReflectiveOperationException {
        return cursor(bench) & (MessageDataset.COUNT - 1);
    }

    private static int cursor(Object bench) throws ReflectiveOperationException {
        Field f = bench.getClass().getSuperclass().getDeclaredField("cursor");
        f.setAccessible(true);
        return f.getInt(bench);
    }
}
