package dev.jfpbench.perf;

import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.Format;
import dev.jfpbench.core.lib.Library;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Benchmark;

import java.io.OutputStream;
import java.lang.annotation.Annotation;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * From a printed JMH name to the library call it measures, at most three files. The files on the path: the printed
 * class and each class up to the one declaring the {@code @Benchmark} method; the codec it measures through (one
 * step: a {@code Codec} field, in the class or a helper, or an abstract method making a {@code Codec} or a start-up
 * {@code ColdMapper}); and each other jfp-bench type the declaring class's fields hold (a helper such as
 * {@code JacksonIo} or {@code CodecFixture}). Output buffers ({@code OutputStream}s) and model values are not steps;
 * a {@code Format} is used at setup, not on the measured path. A family that bypasses {@code Codec} calls the library in its base: the one-file shape (CONTRIBUTING).
 */
class MeasuredPathTest {
    static final int MAX_FILES = 3;
    /** The model classes: values read and written, not steps. */
    private static final String MODEL = "dev.jfpbench.core.model.";
    /**
     * Known, not to grow: the POJO families reach their codec through {@code CodecFixture} (printed class, base,
     * fixture, format: four). Folding the fixture into the bases would change their measured methods.
     */
    static final Set<String> FOUR_FILES = Set.of("dev.jfpbench.core.bench.PojoReadWriteBase", "dev.jfpbench.core.bench.PojoVectorsBase");

    @Test
    void everyPrintedBenchmarkReachesItsLibraryCallWithinThreeFiles() throws Exception {
        Map<String, String> tooLong = new TreeMap<>();
        for (BenchmarkVerifier.Case c : BenchmarkVerifier.benchmarks("dev.jfpbench.")) {
            Class<?> type = Class.forName(c.className);
            List<String> path = path(type, c.method, Benchmark.class);
            Class<?> declaring = declaring(type, c.method, Benchmark.class);
            int allowed = declaring != null && FOUR_FILES.contains(declaring.getName()) ? MAX_FILES + 1 : MAX_FILES;
            if (path.size() > allowed) {
                tooLong.put(c.name(), path.toString());
            }
        }
        assertThat(tooLong).as("benchmarks more than " + MAX_FILES + " files from the library call they measure").isEmpty();
    }

    @Test
    void aLeafThatAddsAFourthFileFails() {
        assertThat(path(Leaf.class, "read", Measured.class)).containsExactly(Leaf.class.getName(), Base.class.getName(), "Codec");
        assertThat(path(DeepLeaf.class, "read", Measured.class)).hasSize(MAX_FILES + 1);
        assertThat(path(HelperLeaf.class, "read", Measured.class)).hasSize(MAX_FILES + 1);
    }

    /** The files from {@code type} to the library call its method {@code method} (annotated {@code measured}) measures. */
    static List<String> path(Class<?> type, String method, Class<? extends Annotation> measured) {
        Set<String> files = new LinkedHashSet<>();
        Class<?> declaring = declaring(type, method, measured);
        if (declaring == null) {
            throw new AssertionError(type.getName() + "." + method + ": no @Benchmark method of that name");
        }
        boolean codec = false;
        for (Class<?> c = type; ; c = c.getSuperclass()) {
            files.add(file(c));
            codec |= namesCodec(c);
            if (c == declaring) {
                break;
            }
        }
        for (Field f : declaring.getDeclaredFields()) {
            Class<?> t = f.getType();
            if (Modifier.isStatic(f.getModifiers()) || !jfpBench(t) || OutputStream.class.isAssignableFrom(t) || codecOrFormat(t)
                    || t.getName().startsWith(MODEL)) {
                continue;
            }
            files.add(file(t));
            for (Field inner : t.getDeclaredFields()) {
                codec |= Codec.class.isAssignableFrom(inner.getType());
            }
        }
        if (codec) {
            files.add("Codec");
        }
        return new ArrayList<>(files);
    }

    static Class<?> declaring(Class<?> type, String method, Class<? extends Annotation> measured) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Method m : c.getDeclaredMethods()) {
                if (m.getName().equals(method) && m.isAnnotationPresent(measured)) {
                    return c;
                }
            }
        }
        return null;
    }

    /** Does the class measure through a codec: a {@code Codec} field, or an abstract method making a codec or a cold mapper? */
    private static boolean namesCodec(Class<?> c) {
        for (Field f : c.getDeclaredFields()) {
            if (!Modifier.isStatic(f.getModifiers()) && codecOrFormat(f.getType()) && !Format.class.isAssignableFrom(f.getType())) {
                return true;
            }
        }
        for (Method m : c.getDeclaredMethods()) {
            if (Modifier.isAbstract(m.getModifiers()) && (Codec.class.isAssignableFrom(m.getReturnType()) || coldMapper(m.getReturnType()))) {
                return true;
            }
        }
        return false;
    }

    /** The codec-or-format step: a {@code Codec}, a {@code Format} (set-up only: never a step by itself), a {@code Library}, a {@code ColdMapper}. */
    private static boolean codecOrFormat(Class<?> t) {
        return Codec.class.isAssignableFrom(t) || Format.class.isAssignableFrom(t) || Library.class.isAssignableFrom(t) || coldMapper(t);
    }

    private static boolean coldMapper(Class<?> t) {
        return t.getSimpleName().equals("ColdMapper");
    }

    private static boolean jfpBench(Class<?> t) {
        return !t.isPrimitive() && !t.isArray() && t.getName().startsWith("dev.jfpbench.");
    }

    /** The source file of a class: its top-level class (the fixtures below each stand for a file of their own). */
    private static String file(Class<?> c) {
        if (c.getEnclosingClass() == MeasuredPathTest.class) {
            return c.getName();
        }
        Class<?> top = c;
        while (top.getEnclosingClass() != null) {
            top = top.getEnclosingClass();
        }
        return top.getName();
    }

    /** The fixtures' {@code @Benchmark}: JMH's own would make the annotation processor generate benchmarks of them. */
    @Retention(RetentionPolicy.RUNTIME)
    @interface Measured {
    }

    // Fixtures: a family base reading through a codec, a leaf of it (three files), a leaf with a middle class and a
    // base reading through a helper (four each).
    abstract static class Base {
        Codec<Object> codec;
        byte[] input;

        @Measured
        public Object read() throws Exception {
            return codec.read(input);
        }
    }

    static class Leaf extends Base {
    }

    abstract static class Middle extends Base {
    }

    static class DeepLeaf extends Middle {
    }

    static final class Helper {
        Codec<Object> codec;
    }

    abstract static class HelperBase {
        Helper helper;

        @Measured
        public Object read() throws Exception {
            return helper.codec.read(new byte[0]);
        }
    }

    static class HelperLeaf extends HelperBase {
    }
}
