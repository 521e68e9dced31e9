package dev.jfpbench.core.lib;

import dev.jfpbench.core.bench.InputSized;
import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Setup;

import java.io.IOException;

import static dev.jfpbench.core.data.Dataset.CURRENCY;
import static dev.jfpbench.core.data.Dataset.MEDIA_ITEM;
import static dev.jfpbench.core.data.Dataset.TABLE;
import static dev.jfpbench.core.data.Dataset.VECTORS;

/**
 * Reads of each dataset's JSON bytes, in memory, by one library. The class says which library
 * ({@link #library()}) and declares its own {@code @Benchmark} methods, each named {@code <dataset><configuration>}
 * and reading the field of the same name: {@code currencyFast() { return currencyFast.read(currencyJson); }}.
 * This base makes the inputs and codecs at setup and checks every method against the reference (through the
 * codec's {@link Codec#toModel} for tree libraries), including that it called the codec its name says.
 * {@code -p vectors=FILE} ({@link LibBenchmarkDefaults}): the vectors methods read that file, checked against it as the
 * JDK parses it; a library that cannot read it fails at setup with one line.
 */
public abstract class LibReadBase extends LibBenchmarkDefaults implements Verifiable, InputSized {
    private Library library;

    /** The library under test: its name and its codec per configuration. Called at setup. */
    protected abstract Library library();

    /** Each dataset's compact JSON, as every library reads it. */
    protected byte[] currencyJson;
    protected byte[] mediaItemJson;
    protected byte[] tableJson;
    protected byte[] vectorsJson;
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
        currencyJson = CURRENCY.json();
        mediaItemJson = MEDIA_ITEM.json();
        tableJson = TABLE.json();
        vectorsJson = vectorsInput();
        library = library().bind(this, LibReadBase.class);
        if (ownVectors()) {
            library.withReference(VECTORS, vectorsReference(vectorsJson));
            for (LibMode mode : LibMode.values()) {
                if (library.measures(VECTORS, mode)) {
                    Codec<Object> codec = library.codec(VECTORS, mode);
                    try {
                        codec.read(vectorsJson);
                    } catch (Exception | StackOverflowError e) {
                        throw Library.cannotBind(getClass(), library, "read", vectorsParam(), mode, e);
                    }
                }
            }
        }
    }

    /** Bytes one call reads: its dataset's JSON. */
    @Override
    public long bytesPerOp(String benchmark) {
        return input(library.measured(benchmark).dataset).length;
    }

    private byte[] input(Dataset d) {
        return d == CURRENCY ? currencyJson : d == MEDIA_ITEM ? mediaItemJson : d == TABLE ? tableJson : vectorsJson;
    }

    @Override
    public void prepareVerification() {
        library.trackCalls(this::input);
    }

    @Override
    public void verify(String benchmark, Object result) throws Exception {
        check(library.called(benchmark), result);
    }

    /** The check of a result alone (not which codec made it): the mutant tests feed it wrong results. */
    void check(Library.Measured m, Object result) throws IOException {
        library.check(m, library.codec(m.dataset, m.mode).toModel(result));
    }

    /** The library as bound at setup. */
    Library declared() {
        return library;
    }
}
