package dev.jfpbench.concurrency;

import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.infra.BenchmarkParams;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.Arrays;

/**
 * Which threads a fork's benchmark threads are, said once. JMH 1.37 runs them on virtual threads when the fork has
 * {@value #JMH_EXECUTOR} (its {@code BenchmarkHandler.ExecutorType}, read from that property in the fork; JDK 21+): a
 * virtual-thread class says so with {@code @Fork(jvmArgsPrepend = VirtualThreads.JMH_EXECUTOR)}. Prepend, because a
 * command line's {@code -jvmArgsAppend} (the runner's heap and collector options) replaces an annotation's append. A
 * measured fork checks that its threads are what its class says, so that no result is saved under the other name
 * (a command line's {@code -jvmArgsPrepend} replaces the class's, and one may add the property to every class).
 */
public final class VirtualThreads {
    /** JMH's switch to virtual benchmark threads; the runner leaves such benchmarks out on a JDK before 21. */
    public static final String JMH_EXECUTOR = "-Djmh.executor=VIRTUAL";
    private static final MethodHandle IS_VIRTUAL = isVirtualHandle();

    private VirtualThreads() {
    }

    /** True when {@code benchmarkClass} asks JMH for virtual threads. */
    public static boolean wanted(Class<?> benchmarkClass) {
        Fork fork = benchmarkClass.getAnnotation(Fork.class);
        return fork != null && Arrays.asList(fork.jvmArgsPrepend()).contains(JMH_EXECUTOR);
    }

    /** True when {@code t} is a virtual thread (never before JDK 19, where threads have no such kind). */
    public static boolean isVirtual(Thread t) {
        if (IS_VIRTUAL == null) {
            return false;
        }
        try {
            return (boolean) IS_VIRTUAL.invoke(t);
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * In a measured fork ({@code params} given; the verifier gives none), called on a benchmark thread: fails unless
     * the thread is virtual exactly when {@code bench}'s class wants it.
     */
    static void check(Object bench, BenchmarkParams params) {
        if (params == null) {
            return;
        }
        Class<?> type = bench.getClass();
        while (type.getName().contains(".jmh_generated.")) {
            type = type.getSuperclass(); // JMH's own subclasses of the benchmark class
        }
        boolean wanted = wanted(type);
        if (wanted != isVirtual(Thread.currentThread())) {
            throw new IllegalStateException(type.getSimpleName() + " must run on " + (wanted ? "virtual threads, this fork's are platform ones (its "
                    + "@Fork(jvmArgsPrepend = " + JMH_EXECUTOR + ") replaced by the command line's -jvmArgsPrepend?" : "platform threads, this fork's are "
                    + "virtual ones (" + JMH_EXECUTOR + " given on the command line?") + " the fork's JVM options: " + params.getJvmArgs() + ")");
        }
    }

    private static MethodHandle isVirtualHandle() {
        try {
            return MethodHandles.publicLookup().findVirtual(Thread.class, "isVirtual", MethodType.methodType(boolean.class));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            return null;
        }
    }
}
