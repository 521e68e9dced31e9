package dev.jfpbench.core.testing;

import com.fasterxml.jackson.databind.JsonNode;
import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.bench.MeasuredMethod;
import dev.jfpbench.core.bench.StdReadVanillaBase;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.data.Datasets;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.data.VectorDataset;
import dev.jfpbench.core.codec.Format;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.core.format.JacksonFormat;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.model.Table;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.verify.BenchmarkVerifier;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;
import dev.jfpbench.names.FpNames;
import org.openjdk.jmh.annotations.Benchmark;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

/**
 * Proves that a benchmark's check can fail: it is fed a real result of the benchmark, which it must accept, a plain
 * deep copy of it (accepted too: the copying alone changes nothing), and each {@link Mutants mutant} of it (one ulp,
 * one missing; in a value without floating point, such as the media item or the table, its last long off by one),
 * which it must reject. A write's check reads what was written: the real write must pass, then the
 * same writer's bytes for a copy of the written value (accepted) and for each mutant of it (rejected) are put where
 * the benchmark writes ({@link #sinkOf}). The family helpers ({@link #stdRead}, {@link #vectors}, ...) do that for
 * every {@code @Benchmark} method of a class: a method the helper knows no written value for fails.
 */
public final class MutantChecks {
    private MutantChecks() {
    }

    /** The bytes a write benchmark would write for a value: the same writer, format and configuration as it. */
    @FunctionalInterface
    public interface Writer {
        byte[] bytes(Object value) throws Exception;
    }

    /** What a write benchmark writes, and its writer. */
    public static final class Written {
        final Object value;
        final Writer writer;

        public Written(Object value, Writer writer) {
            this.value = value;
            this.writer = writer;
        }
    }

    // ---- the families ----

    /** {@code StdReadVanillaBase} in a format (Jackson 2 or 3): every read. */
    public static void stdRead(Class<?> type) throws Exception {
        everyCheckCanFail(type, Map.of(), method -> null);
    }

    /** {@code StdWriteVanillaBase}: each write's bytes through the format's mapper of the method's configuration. */
    public static void stdWrite(Class<?> type, Format format) throws Exception {
        everyCheckCanFail(type, Map.of(), method -> {
            if (method.contains("Currency")) {
                return new Written(References.currency(), codecWriter(format, fp(method), Currency.class));
            }
            if (method.contains("MediaItem")) {
                return new Written(References.mediaItem(), codecWriter(format, fp(method), MediaItem.class));
            }
            if (method.contains("Table")) {
                return new Written(References.table(), codecWriter(format, fp(method), Table.class));
            }
            return null;
        });
    }

    /** {@code PayloadReadWriteBase} on its default payload (the currency file): untyped and tree, read and written. */
    public static void payload(Class<?> type, Jackson2Format format) throws Exception {
        byte[] json = dev.jfpbench.core.data.Dataset.CURRENCY.json();
        everyCheckCanFail(type, Map.of(), method -> {
            Writer writer = value -> format.mapper(fp(method)).writeValueAsBytes(value);
            if (method.startsWith("writeUntyped")) {
                return new Written(References.untyped(json), writer);
            }
            if (method.startsWith("writeTree")) {
                return new Written(References.tree(json), writer);
            }
            return null;
        });
    }

    /** {@code VectorReadWriteBase} in a format: reads, write-and-reads, and writes of the vectors. */
    public static void vectors(Class<?> type, Format format, Map<String, String> params, VectorDocs written) throws Exception {
        everyCheckCanFail(type, params, method -> method.endsWith("Write")
                ? new Written(written, codecWriter(format, fp(method), VectorDocs.class)) : null);
    }

    /**
     * {@code PojoReadWriteBase}/{@code PojoVectorsBase} (a codec per dataset: other formats, compression):
     * {@code codec} makes a method's writer from the written type, as the benchmark's own codec; {@code vectors} is
     * what {@code writeVectors} writes (the vectors its {@code params} select).
     */
    public static void pojo(Class<?> type, Map<String, String> params, Function<Class<?>, Writer> codec, VectorDocs vectors) throws Exception {
        everyCheckCanFail(type, params, method -> {
            switch (method) {
                case "writeCurrency":
                    return new Written(References.currency(), codec.apply(Currency.class));
                case "writeMediaItem":
                    return new Written(References.mediaItem(), codec.apply(MediaItem.class));
                case "writeTable":
                    return new Written(References.table(), codec.apply(Table.class));
                case "writeVectors":
                    return new Written(vectors, codec.apply(VectorDocs.class));
                default:
                    return null;
            }
        });
    }

    /**
     * {@code StdReadVanillaBase}'s BigDecimal reads in a format that stores the rates as binary doubles (Smile, CBOR),
     * where Default and Fast must agree and every BigDecimal convert back to the stored double: the input itself
     * is spoiled (the last rate one ulp off, converted as the benchmark converts the dataset), so both configurations
     * read the same wrong value and only the check against the reference ({@code Double.parseDouble} of the
     * dataset's text) can reject it. The real input must then be accepted again.
     */
    public static void bigDecimalFromStoredDoubles(Class<?> type, JacksonFormat format) throws Exception {
        Verifiable bench = (Verifiable) BenchmarkVerifier.newInstance(type, Map.of());
        assertThat(format.jackson2().isJsonText()).as(format.label() + " stores binary doubles").isFalse();
        byte[][] inputs = (byte[][]) field(StdReadVanillaBase.class, "currencyInputs").get(bench);
        byte[] real = inputs[0];
        Mutants.Mutant<JsonNode> ulp = Mutants.oneUlp(References.tree(Dataset.CURRENCY.json()));
        byte[] spoiled = format.jackson2().fromJson(References.MAPPER.writeValueAsBytes(ulp.value));
        List<String> methods = List.of("readCurrencyBigDecPojoDefault", "readCurrencyBigDecPojoFast");
        assertThat(benchmarkMethods(type)).containsAll(methods);
        bench.prepareVerification();
        for (String method : methods) {
            String what = type.getSimpleName() + "." + method;
            bench.verify(method, run(bench, method));
            inputs[0] = spoiled;
            try {
                Object wrong = run(bench, method);
                Exact.check(what + ": both configurations read the spoiled input alike", wrong, run(bench, otherConfiguration(method)));
                assertThatThrownBy(() -> bench.verify(method, wrong)).as(what + " must reject a read of the input with " + ulp)
                        .isInstanceOf(AssertionError.class).hasMessageContaining("(as doubles)");
            } finally {
                inputs[0] = real;
            }
            bench.verify(method, run(bench, method));
        }
    }

    private static String otherConfiguration(String method) {
        return FpNames.stem(method) + (FpNames.isFast(method) ? FpNames.DEFAULT : FpNames.FAST);
    }

    private static Field field(Class<?> type, String name) throws NoSuchFieldException {
        Field f = type.getDeclaredField(name);
        f.setAccessible(true);
        return f;
    }

    /**
     * The generated vectors' first 20 rows (of 1024 floats) as a file in {@code dir}: vector benchmarks run on it
     * ({@code -p vectors=FILE}) keep the mutant tests fast; their checks are the same for any size.
     */
    public static Path smallVectors(Path dir) throws IOException {
        Path file = dir.resolve("vectors-20.json");
        Files.write(file, VectorDataset.generate(20, VectorDataset.DEFAULT_DIMS, VectorDataset.DEFAULT_SEED));
        return file;
    }

    /** The vectors of a file, as the reference mapper reads them. */
    public static VectorDocs vectorsOf(Path file) throws IOException {
        return VectorDataset.read(Files.readAllBytes(file), file.toString());
    }

    /** The configuration a method measures, by the suite's one naming rule. */
    public static FpConfig fp(String method) {
        return MeasuredMethod.config(method);
    }

    private static Writer codecWriter(Format format, FpConfig fp, Class<?> type) {
        @SuppressWarnings("unchecked")
        dev.jfpbench.core.codec.Codec<Object> codec = (dev.jfpbench.core.codec.Codec<Object>) format.codec(type, fp);
        return codec::bytes;
    }

    // ---- the engine ----

    /**
     * Every {@code @Benchmark} method of {@code type} (one instance, set up as JMH would with {@code params}): a method
     * returning a {@link ByteSink} is a write, its written value and writer from {@code writes} (null: the test fails);
     * any other method's result is what its check reads.
     */
    public static void everyCheckCanFail(Class<?> type, Map<String, String> params, Function<String, Written> writes) throws Exception {
        Verifiable bench = (Verifiable) BenchmarkVerifier.newInstance(type, params);
        List<String> methods = benchmarkMethods(type);
        assertThat(methods).as(type.getSimpleName() + " benchmark methods").isNotEmpty();
        for (String method : methods) {
            Method m = benchmarkMethod(type, method);
            if (ByteSink.class.isAssignableFrom(m.getReturnType())) {
                Written w = writes.apply(method);
                if (w == null) {
                    fail("no written value for " + type.getSimpleName() + "." + method + ": add it to the family's mutant test");
                }
                writeCheckCanFail(bench, method, w.value, w.writer);
            } else {
                readCheckCanFail(bench, method);
            }
        }
    }

    /** Runs {@code method} once; its check must accept the result and a copy of it, and reject every mutant of it. */
    public static void readCheckCanFail(Verifiable bench, String method) throws Exception {
        bench.prepareVerification();
        readCheckCanFail(bench, method, run(bench, method));
    }

    /** As {@link #readCheckCanFail(Verifiable, String)} with a result already made. */
    public static void readCheckCanFail(Verifiable bench, String method, Object result) throws Exception {
        String what = bench.getClass().getSimpleName() + "." + method;
        bench.verify(method, result);
        bench.verify(method, Mutants.deepCopy(result));
        List<Mutants.Mutant<Object>> mutants = mutants(result);
        assertThat(mutants).as(what + ": no mutant can be made of its result " + result).isNotEmpty();
        for (Mutants.Mutant<Object> mutant : mutants) {
            assertThatThrownBy(() -> bench.verify(method, mutant.value)).as(what + " must reject " + mutant).isInstanceOf(AssertionError.class);
        }
    }

    /**
     * Runs write {@code method} once (its check must accept it); then the check must accept {@code writer}'s bytes
     * of a copy of {@code value}, and reject its bytes of every mutant of {@code value}, put in the benchmark's sink.
     */
    public static void writeCheckCanFail(Verifiable bench, String method, Object value, Writer writer) throws Exception {
        String what = bench.getClass().getSimpleName() + "." + method;
        ByteSink sink = sinkOf(bench);
        bench.prepareVerification();
        Object result = run(bench, method);
        bench.verify(method, result);
        sink.takeCaptured();
        sink.write(writer.bytes(Mutants.deepCopy(value)));
        bench.verify(method, result);
        List<Mutants.Mutant<Object>> mutants = mutants(value);
        assertThat(mutants).as(what + ": no mutant can be made of what it writes").isNotEmpty();
        for (Mutants.Mutant<Object> mutant : mutants) {
            sink.takeCaptured();
            sink.write(writer.bytes(mutant.value));
            assertThatThrownBy(() -> bench.verify(method, result)).as(what + " must reject the bytes of " + mutant).isInstanceOf(AssertionError.class);
        }
        sink.takeCaptured();
    }

    /**
     * {@link Mutants#all}, and where there is no floating point to move by one ulp, the last decimal text one ulp off
     * (XML's untyped and tree reads hold every number as text) and the last long off by one.
     */
    public static List<Mutants.Mutant<Object>> mutants(Object value) {
        List<Mutants.Mutant<Object>> mutants = new ArrayList<>(Mutants.all(value));
        if (Mutants.oneUlp(value) == null) {
            Mutants.Mutant<Object> text = Mutants.oneUlpInText(value);
            if (text != null) {
                mutants.add(text);
            }
            Mutants.Mutant<Object> off = Mutants.oneOff(value);
            if (off != null) {
                mutants.add(off);
            }
        }
        return mutants;
    }

    /** The {@link ByteSink} a benchmark writes to: its one field of that type (in its class or a superclass). */
    public static ByteSink sinkOf(Object bench) {
        List<Field> sinks = new ArrayList<>();
        for (Class<?> c = bench.getClass(); c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (f.getType() == ByteSink.class) {
                    sinks.add(f);
                }
            }
        }
        assertThat(sinks).as(bench.getClass().getSimpleName() + " has one ByteSink field").hasSize(1);
        try {
            sinks.get(0).setAccessible(true);
            return (ByteSink) sinks.get(0).get(bench);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Calls a benchmark method (no arguments) as JMH would, once. */
    public static Object run(Object bench, String method) throws Exception {
        Method m = benchmarkMethod(bench.getClass(), method);
        m.setAccessible(true);
        try {
            return m.invoke(bench);
        } catch (InvocationTargetException e) {
            Throwable t = e.getCause();
            if (t instanceof Exception) throw (Exception) t;
            if (t instanceof Error) throw (Error) t;
            throw e;
        }
    }

    /** The {@code @Benchmark} methods of a class and its superclasses, by name. */
    public static List<String> benchmarkMethods(Class<?> type) {
        Map<String, Method> methods = new TreeMap<>();
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Method m : c.getDeclaredMethods()) {
                if (m.isAnnotationPresent(Benchmark.class)) {
                    methods.putIfAbsent(m.getName(), m);
                }
            }
        }
        return new ArrayList<>(methods.keySet());
    }

    private static Method benchmarkMethod(Class<?> type, String name) {
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Method m : c.getDeclaredMethods()) {
                if (m.getName().equals(name) && m.isAnnotationPresent(Benchmark.class)) {
                    if (m.getParameterCount() != 0) {
                        throw new IllegalArgumentException(m + ": only benchmark methods without parameters");
                    }
                    return m;
                }
            }
        }
        throw new AssertionError("no @Benchmark method " + name + " in " + type.getName());
    }
}
