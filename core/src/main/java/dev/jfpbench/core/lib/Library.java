package dev.jfpbench.core.lib;

import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.verify.Bound;
import dev.jfpbench.core.verify.Exact;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.reflect.Field;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * A library under test, as a library benchmark class declares it: its name, its {@link Codec} per configuration
 * ({@link LibMode}), and for its flagged inexact configuration, how far off it may be ({@link Bound}) and where it
 * really is inexact. Also the checks the read and write bases share: every configuration but {@link LibMode#INEXACT}
 * must give the reference exactly; an inexact one must differ from it exactly on the datasets {@link #inexactOn}
 * names, so a library is never presented as exact when it is not, nor flagged when it has become exact. Where it
 * differs, it must still have the reference's structure (every key, array length and null) and every number within
 * its declared bound: a result of all zeros, a dropped key or numbers 1% off fails there too.
 * <pre>
 * Library.named("Gson").only(GsonCodec::new)
 * Library.named("Jackson databind").defaultAndFast(JsonFormat.INSTANCE::codec)
 * Library.named("DSL-JSON").only(DslJsonCodec::exact).inexact(DslJsonCodec::inexact, Bound.ulps(2))
 * </pre>
 */
public final class Library {
    private final String name;
    private final Map<LibMode, Function<Class<?>, ? extends Codec<?>>> codecs = new EnumMap<>(LibMode.class);
    private Set<Dataset> inexactOn = Collections.emptySet();
    private final java.util.Map<Dataset, Object> references = new java.util.EnumMap<>(Dataset.class);
    private Bound bound;
    private Object bench;
    private Class<?> base;
    private String used = "nothing";

    private Library(String name) {
        this.name = name;
    }

    /** The library as reports print it, e.g. "Gson", "Jackson Afterburner". */
    public static Library named(String name) {
        return new Library(name);
    }

    /**
     * The library's one configuration, checked exact: methods {@code currency}, {@code mediaItem}, {@code table},
     * {@code vectors}. (A library with no exact floating-point mode registers its codec here too, for {@code mediaItem}
     * and {@code table} only.)
     */
    public Library only(Function<Class<?>, ? extends Codec<?>> codec) {
        codecs.put(LibMode.ONLY, codec);
        return this;
    }

    /** Every fast floating-point feature off ({@code ...Default}) and on ({@code ...Fast}): the Jackson family. */
    public Library defaultAndFast(BiFunction<Class<?>, FpConfig, ? extends Codec<?>> codec) {
        codecs.put(LibMode.DEFAULT, type -> codec.apply(type, FpConfig.DEFAULT));
        codecs.put(LibMode.FAST, type -> codec.apply(type, FpConfig.FAST));
        return this;
    }

    /**
     * A configuration that does not promise exact floating point, flagged in the names: {@code ...Inexact}, with
     * how far off any of its numbers may be, as its documentation says and {@code LibPrecisionTest} confirms.
     */
    public Library inexact(Function<Class<?>, ? extends Codec<?>> codec, Bound bound) {
        codecs.put(LibMode.INEXACT, codec);
        this.bound = bound;
        return this;
    }

    /**
     * Where the {@link LibMode#INEXACT} configuration gives another result than the reference, in this class's
     * operation. A dataset not named here must come out exact even in that configuration ("documented inexact,
     * exact on our data").
     */
    public Library inexactOn(Dataset... datasets) {
        inexactOn = datasets.length == 0 ? Collections.emptySet() : EnumSet.copyOf(Arrays.asList(datasets));
        return this;
    }

    /**
     * Sets each {@link Codec} field that {@code base} declares in {@code bench}, named after the method that
     * measures it ({@code currencyFast}: currency, {@link LibMode#FAST}), to a new codec of that dataset and
     * configuration, or null where this library has none. Called once, at setup; returns this library.
     */
    Library bind(Object bench, Class<?> base) {
        if (codecs.isEmpty()) {
            throw new IllegalStateException(bench.getClass().getSimpleName() + " declares no codec for " + name);
        }
        if (codecs.containsKey(LibMode.INEXACT) && bound == null) {
            throw new IllegalStateException(bench.getClass().getSimpleName() + " declares no bound for " + name + "'s inexact configuration");
        }
        this.bench = bench;
        this.base = base;
        setCodecs((m, none) -> codec(m.dataset, m.mode));
        return this;
    }

    /**
     * Verification only: wraps each codec field so that it records its calls, and whether its argument was
     * {@code argument} of its dataset (the input a read must read, the value a write must write). {@link #called}
     * then fails a method that measured another configuration's codec, or other bytes, than its name says.
     */
    void trackCalls(Function<Dataset, Object> argument) {
        setCodecs((m, codec) -> codec == null ? null : tracked(codec, m, argument.apply(m.dataset)));
    }

    @SuppressWarnings("unchecked")
    private void setCodecs(BiFunction<Measured, Codec<Object>, Codec<Object>> codec) {
        for (Field f : base.getDeclaredFields()) {
            if (f.getType() != Codec.class) {
                continue;
            }
            Measured m = parse(f.getName());
            if (m == null) {
                throw new IllegalStateException(base.getSimpleName() + "." + f.getName() + " is not named <dataset><configuration>");
            }
            try {
                f.set(bench, codec.apply(m, (Codec<Object>) f.get(bench)));
            } catch (IllegalAccessException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** A codec that records its calls; tracking again (verification prepared twice) replaces the record, never nests it. */
    private Codec<Object> tracked(Codec<Object> codec, Measured slot, Object expected) {
        return new Tracked(codec instanceof Tracked ? ((Tracked) codec).codec : codec, slot, expected);
    }

    private final class Tracked implements Codec<Object> {
        final Codec<Object> codec;
        final Measured slot;
        final Object expected;

        Tracked(Codec<Object> codec, Measured slot, Object expected) {
            this.codec = codec;
            this.slot = slot;
            this.expected = expected;
        }

        @Override
        public Object read(byte[] input) throws IOException {
            record(slot, input == expected, "other bytes than its dataset's input");
            return codec.read(input);
        }

        @Override
        public void write(Object value, OutputStream out) throws IOException {
            record(slot, value == expected, "another value than its dataset's");
            codec.write(value, out);
        }
    }

    private void record(Measured slot, boolean expectedArgument, String otherArgument) {
        String use = "the " + slot + " codec" + (expectedArgument ? "" : " with " + otherArgument);
        used = used.equals("nothing") ? use : used + ", then " + use;
    }

    /** A new codec of {@code dataset} in {@code mode}; null when the library has no such configuration. */
    @SuppressWarnings("unchecked")
    Codec<Object> codec(Dataset dataset, LibMode mode) {
        Function<Class<?>, ? extends Codec<?>> codec = codecs.get(mode);
        return codec == null ? null : (Codec<Object>) codec.apply(dataset.type());
    }

    /**
     * Whether the bound benchmark class has a method measuring {@code dataset} in {@code mode} (public, no arguments,
     * named {@code <dataset><configuration>}): a codec no method measures is never tried on the user's file.
     */
    boolean measures(Dataset dataset, LibMode mode) {
        String method = dataset.method() + mode.suffix();
        return codecs.containsKey(mode) && Arrays.stream(bench.getClass().getMethods())
                .anyMatch(m -> m.getName().equals(method) && m.getParameterCount() == 0);
    }

    /** The first configuration this library has, in {@link LibMode} order: the one whose codecs make the written values. */
    LibMode firstMode() {
        return codecs.keySet().iterator().next();
    }

    /** A benchmark method's dataset and configuration, from its name; an {@link AssertionError} if it has none such. */
    Measured measured(String benchmark) {
        Measured m = parse(benchmark);
        if (m == null || !codecs.containsKey(m.mode)) {
            throw new AssertionError("no check for benchmark " + bench.getClass().getSimpleName() + "." + benchmark
                    + ": its name must be <dataset><configuration> with a configuration its Library declares");
        }
        return m;
    }

    /**
     * The method that just ran (verification, after {@link #trackCalls}): its dataset and configuration, once it is
     * checked that it called exactly that codec, once, with its dataset's input or value.
     */
    Measured called(String benchmark) {
        Measured m = measured(benchmark);
        String expected = "the " + m + " codec";
        String was = used;
        used = "nothing";
        if (!was.equals(expected)) {
            throw new AssertionError(what(m) + " must call " + expected + " once, with its dataset's input, but called " + was);
        }
        return m;
    }

    private static Measured parse(String name) {
        Dataset d = Dataset.ofMethod(name);
        LibMode m = d == null ? null : LibMode.ofSuffix(name.substring(d.method().length()));
        return m == null ? null : new Measured(d, m);
    }

    private String what(Measured m) {
        return bench.getClass().getSimpleName() + "." + m + " (" + name + ")";
    }

    /**
     * Checks and writes of {@code dataset} against {@code reference} instead of the dataset's own (the user's vectors,
     * {@code -p vectors=FILE}); returns this library.
     */
    Library withReference(Dataset dataset, Object reference) {
        references.put(dataset, reference);
        return this;
    }

    /** The reference of {@code dataset}: the one given by {@link #withReference}, else the dataset's own. */
    Object reference(Dataset dataset) {
        Object r = references.get(dataset);
        return r != null ? r : dataset.reference();
    }

    /** The setup failure of a library that cannot take the user's vectors file: one line, naming class, library, file and cause. */
    static IllegalStateException cannotBind(Class<?> bench, Library library, String what, String file, LibMode mode, Throwable cause) {
        String message = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage().split("\n", 2)[0];
        return new IllegalStateException(bench.getSimpleName() + ": " + library.name() + " (" + mode.name().toLowerCase(java.util.Locale.ROOT)
                + ") cannot " + what + " the vectors file " + file + ": " + message);
    }

    /** The library's name, as reports print it. */
    String name() {
        return name;
    }

    /** How far its inexact configuration may be off; null if it has none. */
    Bound bound() {
        return bound;
    }

    /** Whether its inexact configuration differs from the reference on {@code dataset} (and is checked within its bound). */
    boolean isInexactOn(Dataset dataset) {
        return inexactOn.contains(dataset);
    }

    /**
     * Checks a result, as the model POJO, against the reference: exact; or (inexact) different exactly where
     * flagged, and there of the reference's structure with every number within the declared bound.
     */
    void check(Measured m, Object model) {
        String what = what(m);
        Object reference = reference(m.dataset);
        String diff = Exact.diff(reference, model);
        if (m.mode != LibMode.INEXACT) {
            if (diff != null) {
                throw new AssertionError(what + ": " + diff);
            }
        } else if (inexactOn.contains(m.dataset)) {
            if (diff == null && !references.containsKey(m.dataset)) { // the user's own data may well come out exact
                throw new AssertionError(what + " is flagged inexact on " + m.dataset.method()
                        + " but came out exact: if the library changed, take " + m.dataset + " out of inexactOn");
            }
            String beyond = diff == null ? null : Exact.diffWithin(reference, model, bound);
            if (beyond != null) {
                throw new AssertionError(what + " is beyond its declared bound (" + bound + "): " + beyond);
            }
        } else if (diff != null && references.containsKey(m.dataset)) {
            // the user's own data: an inexact configuration exact on ours may differ on it, within its bound
            String beyond = Exact.diffWithin(reference, model, bound);
            if (beyond != null) {
                throw new AssertionError(what + " is beyond its declared bound (" + bound + "): " + beyond);
            }
        } else if (diff != null) {
            throw new AssertionError(what + " was documented exact on " + m.dataset.method()
                    + " (inexact mode, exact on our data) but differs: " + diff);
        }
    }

    /** A benchmark method: the dataset and the configuration it measures. */
    static final class Measured {
        final Dataset dataset;
        final LibMode mode;

        Measured(Dataset dataset, LibMode mode) {
            this.dataset = dataset;
            this.mode = mode;
        }

        @Override
        public String toString() {
            return dataset.method() + mode.suffix();
        }
    }
}
