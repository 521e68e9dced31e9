package dev.jfpbench.report.analysis;

import dev.jfpbench.report.BenchmarkKey;

/**
 * One comparison the report makes within a run: {@code numerator}'s speed over {@code denominator}'s (above 1:
 * the numerator is faster). {@code subject} names what is compared without the two configurations (e.g.
 * {@code JsonStdReadVanilla.readCurrencyPojo}), {@code numeratorLabel}/{@code denominatorLabel} the two (e.g.
 * "Fast", "Default"), so a table can show {@code subject numeratorLabel/denominatorLabel}.
 */
public record Reference(Kind kind, String subject, String numeratorLabel, String denominatorLabel, BenchmarkKey numerator,
                        BenchmarkKey denominator) {

    /** The kinds of comparison, each with the reference it is measured against. */
    public enum Kind {
        /** The fast floating-point configuration over the default ({@code xDefault}/{@code xFast}, {@code defaultX}/{@code fastFPX}). */
        FAST_DEFAULT,
        /** Another format over JSON for the same operation (Smile, CBOR, XML, Avro, Protobuf, Kryo, ...). */
        FORMAT_JSON,
        /** A library over Jackson databind with the default floating-point configuration, same dataset and operation. */
        LIBRARY,
        /** A Jackson 3 benchmark over its Jackson 2 twin. */
        JACKSON3,
        /** A start-up setup over Jackson databind's default start-up (single-shot: speed = 1 / time). */
        STARTUP,
        /** A compressed document (gzip, LZF) over the same document uncompressed. */
        COMPRESSION,
        /**
         * A control with the number conversion left out ({@code xTokens}: tokenised only, {@code xText}: written from
         * pre-formatted text) over {@code xDefault} and over {@code xFast} of the same class and parameters: 1 - 1/ratio
         * is conversion's share of the time ({@link dev.jfpbench.report.Pairs#controls}).
         */
        CONVERSION,
        /**
         * The same benchmark on more threads over one thread ({@code <Stem>2Threads}, {@code <Stem>MaxThreads},
         * {@code <Stem>VirtualThreads} over {@code <Stem>1Thread}: same method, mode and parameters), per thread (a
         * throughput divided by its result's {@code threads}, {@link Estimator#speeds}): 1.00 when the threads cost each
         * other nothing, below when they wait for each other or for the machine.
         */
        THREADS
    }

    /** "JsonStdReadVanilla.readCurrencyPojo Fast/Default". */
    public String name() {
        return subject + " " + numeratorLabel + "/" + denominatorLabel;
    }
}
