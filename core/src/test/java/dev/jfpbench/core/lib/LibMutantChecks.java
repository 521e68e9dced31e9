package dev.jfpbench.core.lib;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.testing.MutantChecks;
import dev.jfpbench.core.testing.Mutants;
import dev.jfpbench.core.verify.Bound;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@link MutantChecks} for the library bases: every {@code @Benchmark} method of a {@code Lib*Read} or
 * {@code Lib*Write} class is run once (its whole verification must accept it), then its check alone is fed the real
 * result made wrong. An exact configuration, or an inexact one on a dataset where it is documented exact, must
 * reject one number one ulp off (the last {@code long} one off where there is no floating point), one entry missing
 * and all zeros (an inexact one also one number 1% off); a flagged inexact configuration must reject one number 1%
 * off (beyond its declared bound), one entry missing and all zeros. A read's wrong result is the model made wrong
 * and given back as the library holds it ({@link Codec#fromModel}: its own tree or beans); a write's is the text of
 * what it wrote, re-read and made wrong, written again by an exact writer, so a lossy writer cannot round the
 * mutation away. A rejection must come from the check of the values, not from the check of which codec was called.
 */
public final class LibMutantChecks {
    /**
     * Writes a write's (mutated) result for its check: any writer whose text reads back to the same values serves, as
     * the check re-reads it with the reference; Jackson's fast writer (shortest texts, exact) is the quicker of two.
     */
    private static final ObjectMapper WRITER = FpConfig.FAST.applyTo(JsonMapper.builder()).build();

    private LibMutantChecks() {
    }

    /** What a library class declares: its name and, for its {@code ...Inexact} configuration, the codec and the bound. */
    public static final class Declared {
        public final String name;
        /** Null where the library has no inexact configuration. */
        public final Bound bound;
        private final Library library;

        Declared(Library library) {
            this.library = library;
            this.name = library.name();
            this.bound = library.bound();
        }

        /** A new codec of the inexact configuration for a model class (null if none), as the probe needs it. */
        @SuppressWarnings("unchecked")
        public Function<Class<?>, Codec<Object>> inexactCodec() {
            return type -> {
                for (Dataset d : Dataset.values()) {
                    if (d.type() == type) {
                        return library.codec(d, LibMode.INEXACT);
                    }
                }
                throw new IllegalArgumentException("no dataset of " + type);
            };
        }

        /** Whether its inexact configuration is flagged as differing from the reference on {@code dataset}. */
        public boolean inexactOn(Dataset dataset) {
            return library.isInexactOn(dataset);
        }
    }

    /** The library a library benchmark class declares (no setup run). */
    public static Declared declared(Class<?> type) throws ReflectiveOperationException {
        Object bench = type.getDeclaredConstructor().newInstance();
        Library library = bench instanceof LibReadBase ? ((LibReadBase) bench).library() : ((LibWriteBase) bench).library();
        return new Declared(library);
    }

    /** A library method's fresh instance: run once and verified whole, then its check fed the mutants of the result. */
    public static void verifiedAndCanFail(Object bench, String method) throws Exception {
        if (bench instanceof LibReadBase) {
            readCheckCanFail((LibReadBase) bench, method);
        } else {
            writeCheckCanFail((LibWriteBase) bench, method);
        }
    }

    /** Runs read {@code method} once, then feeds its check the result, a copy of it and its mutants. */
    public static void readCheckCanFail(LibReadBase bench, String method) throws Exception {
        Library library = bench.declared();
        Library.Measured m = library.measured(method);
        bench.prepareVerification();
        Object result = MutantChecks.run(bench, method);
        bench.verify(method, result);
        Codec<Object> codec = library.codec(m.dataset, m.mode);
        Object model = codec.toModel(result);
        String what = bench.getClass().getSimpleName() + "." + method;
        bench.check(m, codec.fromModel(Mutants.deepCopy(model)));
        for (Mutants.Mutant<Object> mutant : mutants(library, m, model)) {
            Object wrong = codec.fromModel(mutant.value);
            rejects(what, mutant, () -> bench.check(m, wrong));
        }
    }

    /** Runs write {@code method} once, then feeds its check what it wrote, the same re-written, and the mutants of that. */
    public static void writeCheckCanFail(LibWriteBase bench, String method) throws Exception {
        Library library = bench.declared();
        Library.Measured m = library.measured(method);
        ByteSink sink = MutantChecks.sinkOf(bench);
        bench.prepareVerification();
        Object result = MutantChecks.run(bench, method);
        byte[] written = sink.takeCaptured();
        sink.write(written);
        bench.verify(method, result);
        String what = bench.getClass().getSimpleName() + "." + method;
        Fed fed = fed(library, m, written);
        bench.check(m, fed.rewritten);
        for (int i = 0; i < fed.mutants.size(); i++) {
            byte[] wrong = fed.wrong.get(i);
            rejects(what, fed.mutants.get(i), () -> bench.check(m, wrong));
        }
    }

    /** What a write's check is fed: what it wrote re-read and written again, the mutants of that, and their bytes. */
    private record Fed(Object reference, byte[] rewritten, List<Mutants.Mutant<Object>> mutants, List<byte[]> wrong) {
    }

    /** Per dataset and mode: what every write the check holds to the reference exactly is fed (the same bytes for each). */
    private static final Map<String, Fed> EXACT_FED = new ConcurrentHashMap<>();

    /**
     * A write its check holds to the reference exactly (all but a flagged inexact one, on the suite's own data) wrote
     * the reference, as its verification has just shown: its re-read is the reference, so its bytes are made once per
     * dataset and mode and shared (13 MB of vectors written five times per method, before).
     */
    private static Fed fed(Library library, Library.Measured m, byte[] written) throws Exception {
        Object reference = library.reference(m.dataset);
        boolean exact = m.mode != LibMode.INEXACT || !library.isInexactOn(m.dataset) && reference == m.dataset.reference();
        if (!exact) {
            return fed(library, m, LibTrees.EXACT_INTS.readValue(written, m.dataset.type()), reference);
        }
        String key = m.dataset + "/" + m.mode;
        Fed f = EXACT_FED.get(key);
        if (f == null || f.reference != reference) {
            f = fed(library, m, reference, reference);
            EXACT_FED.put(key, f);
        }
        return f;
    }

    private static Fed fed(Library library, Library.Measured m, Object reread, Object reference) throws Exception {
        List<Mutants.Mutant<Object>> mutants = mutants(library, m, reread);
        List<byte[]> wrong = new ArrayList<>();
        for (Mutants.Mutant<Object> mutant : mutants) {
            wrong.add(WRITER.writeValueAsBytes(mutant.value));
        }
        return new Fed(reference, WRITER.writeValueAsBytes(Mutants.deepCopy(reread)), mutants, wrong);
    }

    /** The mutants a method's check must reject, by what its configuration promises on its dataset. */
    static List<Mutants.Mutant<Object>> mutants(Library library, Library.Measured m, Object model) {
        boolean flagged = m.mode == LibMode.INEXACT && library.isInexactOn(m.dataset);
        List<Mutants.Mutant<Object>> mutants = new ArrayList<>();
        if (!flagged) {
            mutants.addAll(MutantChecks.mutants(model));
        } else {
            mutants.add(Mutants.oneMissing(model));
        }
        if (m.mode == LibMode.INEXACT) {
            Mutants.Mutant<Object> off = Mutants.onePercentOff(model);
            assertThat(off).as(m + ": a number to put 1% off").isNotNull();
            if (flagged) {
                double e = ((Number) valueAt(model, off.path)).doubleValue();
                assertThat(library.bound().allows(e, e * 1.01, true) || library.bound().allows(e, e * 1.01, false))
                        .as(m + ": 1% off " + off.path + " must be beyond the declared " + library.bound()).isFalse();
            }
            mutants.add(off);
        }
        Mutants.Mutant<Object> zeros = Mutants.allZeros(model);
        assertThat(zeros).as(m + ": a number to zero").isNotNull();
        mutants.add(zeros);
        assertThat(mutants).as(m + ": mutants").doesNotContainNull().hasSizeGreaterThanOrEqualTo(3);
        return mutants;
    }

    private interface Check {
        void run() throws Exception;
    }

    private static void rejects(String what, Mutants.Mutant<Object> mutant, Check check) {
        assertThatThrownBy(check::run).as(what + " must reject " + mutant).isInstanceOf(AssertionError.class)
                .hasMessageStartingWith(what.substring(0, what.indexOf('.')))
                .hasMessageNotContaining("must call");
    }

    /** The number at a path of {@link Mutants} ({@code rates[EUR]}, {@code data[999].emb[1023]}). */
    private static Object valueAt(Object model, String path) {
        Object v = model;
        for (String step : path.replace("]", "").split("[.\\[]")) {
            if (step.isEmpty()) {
                continue;
            }
            if (v instanceof Map) {
                v = ((Map<?, ?>) v).get(step);
            } else if (v instanceof List) {
                v = ((List<?>) v).get(Integer.parseInt(step));
            } else if (v.getClass().isArray()) {
                v = java.lang.reflect.Array.get(v, Integer.parseInt(step));
            } else {
                try {
                    v = v.getClass().getField(step).get(v);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException(path, e);
                }
            }
        }
        return v;
    }
}
