package dev.jfpbench.core.lib;

import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.bench.InputSized;
import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Setup;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import static dev.jfpbench.core.data.Dataset.CURRENCY;
import static dev.jfpbench.core.data.Dataset.MEDIA_ITEM;
import static dev.jfpbench.core.data.Dataset.TABLE;
import static dev.jfpbench.core.data.Dataset.VECTORS;

/**
 * Writes of each dataset, its value made at setup, to a no-op {@link ByteSink}, by one library. The class says
 * which library ({@link #library()}) and declares its own {@code @Benchmark} methods, each named
 * {@code <dataset><configuration>} and writing through the field of the same name:
 * {@code currencyFast() { currencyFast.write(currencyValue, sink); return sink; }}. What a method wrote is re-read
 * by the reference mapper and must be the reference; this base also checks that the method called the codec its
 * name says. {@code -p vectors=FILE} ({@link LibBenchmarkDefaults}): the vectors methods write that file's vectors, as the
 * JDK parses them; a library that cannot bind or write them fails at setup with one line.
 */
public abstract class LibWriteBase extends LibBenchmarkDefaults implements Verifiable, InputSized {
    private Library library;

    /** The library under test: its name and its codec per configuration. Called at setup. */
    protected abstract Library library();

    protected final ByteSink sink = new ByteSink();
    /**
     * What each dataset's writes write, made at setup from the reference: the model POJO, or (a tree library) its
     * tree of it, made by the codec of the library's first configuration; every configuration writes the same value.
     */
    protected Object currencyValue;
    protected Object mediaItemValue;
    protected Object tableValue;
    protected Object vectorsValue;
    /**
     * The library's codec of each dataset and configuration, set at setup by name: field {@code currencyFast} holds
     * the codec method {@code currencyFast} measures. Null where the library has no such configuration.
     */
    protected Codec<Object> currency, currencyDefault, currencyFast, currencyInexact;
    protected Codec<Object> mediaItem, mediaItemDefault, mediaItemFast;
    protected Codec<Object> table, tableDefault, tableFast;
    protected Codec<Object> vectors, vectorsDefault, vectorsFast, vectorsInexact;

    @Setup
    public void setUp() {
        library = library().bind(this, LibWriteBase.class);
        LibMode first = library.firstMode();
        currencyValue = library.codec(CURRENCY, first).fromModel(CURRENCY.reference());
        mediaItemValue = library.codec(MEDIA_ITEM, first).fromModel(MEDIA_ITEM.reference());
        tableValue = library.codec(TABLE, first).fromModel(TABLE.reference());
        if (!ownVectors() || Arrays.stream(LibMode.values()).noneMatch(m -> library.measures(VECTORS, m))) {
            vectorsValue = library.codec(VECTORS, first).fromModel(VECTORS.reference());
            return;
        }
        Object reference = vectorsReference(vectorsInput());
        library.withReference(VECTORS, reference);
        try {
            vectorsValue = library.codec(VECTORS, first).fromModel(reference);
        } catch (Exception | StackOverflowError e) {
            throw Library.cannotBind(getClass(), library, "bind", vectorsParam(), first, e);
        }
        for (LibMode mode : LibMode.values()) {
            if (library.measures(VECTORS, mode)) {
                Codec<Object> codec = library.codec(VECTORS, mode);
                try {
                    codec.write(vectorsValue, new ByteSink());
                } catch (Exception | StackOverflowError e) {
                    throw Library.cannotBind(getClass(), library, "write", vectorsParam(), mode, e);
                }
            }
        }
    }

    /** Bytes one call writes: one write, counted (asked after setup, outside any measurement). */
    @Override
    public long bytesPerOp(String benchmark) {
        Library.Measured m = library.measured(benchmark);
        ByteSink counter = new ByteSink();
        try {
            library.codec(m.dataset, m.mode).write(value(m.dataset), counter);
        } catch (Exception e) {
            return -1;
        }
        return counter.count();
    }

    private Object value(Dataset d) {
        return d == CURRENCY ? currencyValue : d == MEDIA_ITEM ? mediaItemValue
                : d == TABLE ? tableValue : vectorsValue;
    }

    @Override
    public void prepareVerification() {
        sink.startCapture();
        library.trackCalls(this::value);
    }

    /** What the method wrote, re-read by the reference mapper (integers as integers), must be the reference. */
    @Override
    public void verify(String benchmark, Object result) throws Exception {
        Library.Measured m = library.called(benchmark);
        check(m, sink.takeCaptured());
    }

    /**
     * The check of written bytes alone (not which codec wrote them): re-read by the reference mapper, which parses
     * with the JDK, then {@link Library#check}ed (an inexact writer within its bound). The mutant tests feed it wrong bytes.
     */
    void check(Library.Measured m, byte[] written) {
        String benchmark = m.toString();
        Object reread;
        try {
            reread = LibTrees.EXACT_INTS.readValue(written, m.dataset.type());
        } catch (Exception e) {
            throw new AssertionError(getClass().getSimpleName() + "." + benchmark + " wrote JSON the reference cannot read: "
                    + e.getMessage().split("\n", 2)[0] + "; output starts: "
                    + new String(written, 0, Math.min(200, written.length), StandardCharsets.UTF_8));
        }
        library.check(m, reread);
    }

    /** The library as bound at setup. */
    Library declared() {
        return library;
    }

    /** The value the methods of {@code dataset} write (a model POJO, or the library's tree of it). */
    Object written(Dataset dataset) {
        return value(dataset);
    }
}
