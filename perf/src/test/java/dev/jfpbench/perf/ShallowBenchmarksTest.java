package dev.jfpbench.perf;

import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A reader goes from a printed JMH name to the code it measures in one or two steps: no benchmark class in the jar
 * is more than two base classes deep, and its {@code @Benchmark} method is declared in it or in one of those two. A
 * base that declares nothing but run-setting annotations ({@code BenchmarkDefaults}) holds settings, not code a reader
 * follows, and is not counted.
 */
class ShallowBenchmarksTest {
    static final int MAX_BASES = 2;

    @Test
    void everyBenchmarkIsAtMostTwoBaseClassesFromItsCode() throws Exception {
        List<String> tooDeep = new ArrayList<>();
        for (BenchmarkVerifier.Case c : BenchmarkVerifier.benchmarks("dev.jfpbench.")) {
            Class<?> type = Class.forName(c.className);
            int bases = bases(type);
            Class<?> declaring = declaring(type, c.method);
            if (bases > MAX_BASES || declaring == null) {
                tooDeep.add(c.name() + " (" + bases + " base classes, method in " + declaring + ")");
            }
        }
        assertThat(tooDeep).as("benchmarks more than " + MAX_BASES + " base classes from their code").isEmpty();
    }

    @Test
    void theDepthIsCounted() {
        class Base {
        }
        class Middle extends Base {
        }
        class Leaf extends Middle {
        }
        assertThat(bases(Base.class)).isZero();
        assertThat(bases(Leaf.class)).isEqualTo(2);
    }

    /** Base classes below Object, but for those that declare only annotations (run settings). */
    static int bases(Class<?> type) {
        int n = 0;
        for (Class<?> c = type.getSuperclass(); c != null && c != Object.class; c = c.getSuperclass()) {
            if (!settingsOnly(c)) {
                n++;
            }
        }
        return n;
    }

    static boolean settingsOnly(Class<?> c) {
        return c.getDeclaredFields().length == 0 && c.getDeclaredMethods().length == 0;
    }

    abstract static class Settings {
    }

    abstract static class Code extends Settings {
        int field;
    }

    static class Leaf extends Code {
        void method() {
        }
    }

    static class DeepLeaf extends Leaf {
    }

    @Test
    void aSettingsOnlyBaseIsNotAStep() {
        assertThat(settingsOnly(Settings.class)).isTrue();
        assertThat(bases(Leaf.class)).isEqualTo(1);
        assertThat(bases(DeepLeaf.class)).isEqualTo(2);
    }

    static Class<?> declaring(Class<?> type, String method) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Method m : c.getDeclaredMethods()) {
                if (m.getName().equals(method) && m.isAnnotationPresent(Benchmark.class)) {
                    return c;
                }
            }
        }
        return null;
    }
}
