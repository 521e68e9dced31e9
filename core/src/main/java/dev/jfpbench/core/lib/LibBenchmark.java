package dev.jfpbench.core.lib;

import dev.jfpbench.core.bench.BenchmarkDefaults;
import dev.jfpbench.core.bench.InputSized;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;

/**
 * What the library read and write bases share: the codec of each mode, made at setup, and the verification
 * of a method by its name ({@code <dataset><Mode>}). Every mode but {@link LibMode#INEXACT} must give the
 * reference exactly; an inexact mode must differ from it exactly on the datasets {@link #inexactOn()} names,
 * so a library is never presented as exact when it is not, nor flagged when it has become exact.
 */
public abstract class LibBenchmark extends BenchmarkDefaults implements Verifiable, InputSized {
    private final Map<LibMode, LibCodec> codecs = new EnumMap<>(LibMode.class);

    /** The library's name as reports print it, e.g. "Gson", "Jackson Afterburner". */
    protected abstract String library();

    /** The codec for each mode this class measures (called at setup). */
    protected abstract void codecs(Map<LibMode, LibCodec> byMode) throws Exception;

    /**
     * The datasets on which the {@link LibMode#INEXACT} mode gives a different result than the reference in
     * this operation. A dataset not named here must come out exact even in that mode ("documented inexact,
     * exact on our data"). Only classes with an inexact mode override it.
     */
    protected Set<LibDataset> inexactOn() {
        return Collections.emptySet();
    }

    /** Makes the codecs; subclasses call it first in their setup. */
    protected final void makeCodecs() throws Exception {
        codecs.clear();
        codecs(codecs);
        if (codecs.isEmpty()) {
            throw new IllegalStateException(getClass().getSimpleName() + " has no codec");
        }
    }

    protected final LibCodec codec(LibMode mode) {
        LibCodec c = codecs.get(mode);
        if (c == null) {
            throw new IllegalStateException(getClass().getSimpleName() + " has no codec for mode " + mode);
        }
        return c;
    }

    /** A benchmark method's dataset and mode; an {@link AssertionError} if this class has none such. */
    protected final Measured measured(String benchmark) {
        LibDataset d = LibDataset.ofMethod(benchmark);
        LibMode m = d == null ? null : LibMode.ofSuffix(benchmark.substring(d.method().length()));
        if (m == null || !codecs.containsKey(m)) {
            throw Verifiable.noCheckFor(this, benchmark);
        }
        return new Measured(d, m, codecs.get(m));
    }

    /**
     * Checks a result, as the model POJO, against the reference: exact, or (inexact mode) different exactly where
     * {@link #inexactOn()} says.
     */
    protected final void check(String benchmark, Measured m, Object model) {
        String what = getClass().getSimpleName() + "." + benchmark + " (" + library() + ")";
        String diff = Exact.diff(m.dataset.reference(), model);
        if (m.mode != LibMode.INEXACT) {
            if (diff != null) {
                throw new AssertionError(what + ": " + diff);
            }
        } else if (inexactOn().contains(m.dataset) && diff == null) {
            throw new AssertionError(what + " is flagged inexact on " + m.dataset.method()
                    + " but came out exact: if the library changed, take " + m.dataset + " out of inexactOn()");
        } else if (!inexactOn().contains(m.dataset) && diff != null) {
            throw new AssertionError(what + " was documented exact on " + m.dataset.method()
                    + " (inexact mode, exact on our data) but differs: " + diff);
        }
    }

    /** A benchmark method: what it measures, and with which codec. */
    protected static final class Measured {
        public final LibDataset dataset;
        public final LibMode mode;
        public final LibCodec codec;

        Measured(LibDataset dataset, LibMode mode, LibCodec codec) {
            this.dataset = dataset;
            this.mode = mode;
            this.codec = codec;
        }
    }
}
