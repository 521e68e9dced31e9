package dev.jfpbench.concurrency;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.jfpbench.core.bench.BenchmarkDefaults;
import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.data.Rotation;
import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.BenchmarkParams;

import java.io.IOException;

/**
 * One mapper under many threads: the {@link SharedMapper} of the fork (one {@code ObjectMapper}, its {@code JsonFactory},
 * readers and writers, every fast floating-point feature off) used by every benchmark thread at once; a leaf says how
 * many threads ({@code @Threads}) and of which kind. Each thread (an instance of this class, {@code Scope.Thread}) has
 * its own cursor and sink, so the threads share nothing but Jackson's own state: its buffer recycling, caches and
 * factory. Small messages ({@link MessageDataset}, read and written in turn) and the currency document, through
 * databind and through the streaming API alone. JMH's score is every thread's operations together; the report's
 * per-thread ratio (a leaf's score over its thread count, over the one-thread leaf's) is 1.00 when Jackson scales
 * perfectly, below when the threads wait for each other or for the machine.
 */
@State(Scope.Thread)
public abstract class SharedReadWriteBase extends BenchmarkDefaults implements Verifiable {
    private static final int MESSAGE_MASK = MessageDataset.COUNT - 1;

    private final ByteSink sink = new ByteSink();
    private ObjectReader messageReader;
    private ObjectWriter messageWriter;
    private ObjectReader currencyReader;
    private ObjectWriter currencyWriter;
    private JsonFactory factory;
    private byte[][] messageInputs;
    private Message[] messages;
    private byte[][] currencyInputs;
    private Currency currency;
    private int currencyMask;
    /** This thread's calls so far (from its ordinal): the next call takes message {@code cursor & 15}. */
    private int cursor;
    /** Reads back what a write wrote (verification only: null in a benchmark). */
    private ObjectMapper reread;

    /** The format under test. */
    protected abstract Jackson2Format format();

    @Setup
    public void setUp(SharedMapper shared, BenchmarkParams params) {
        VirtualThreads.check(this, params);
        shared.setUp(format());
        messageReader = shared.messageReader;
        messageWriter = shared.messageWriter;
        currencyReader = shared.currencyReader;
        currencyWriter = shared.currencyWriter;
        factory = shared.factory;
        messageInputs = shared.messageInputs;
        messages = shared.messages;
        currencyInputs = shared.currencyInputs;
        currency = shared.currency;
        currencyMask = currencyInputs.length - 1;
        cursor = shared.nextThread();
    }

    private int next(int mask) {
        return cursor++ & mask;
    }

    // the next small message read into a POJO by the shared mapper's reader
    @Benchmark
    public Message readMessageDefault() throws IOException {
        return messageReader.readValue(messageInputs[next(MESSAGE_MASK)]);
    }

    // the next small message written from its POJO by the shared mapper's writer
    @Benchmark
    public ByteSink writeMessageDefault() throws IOException {
        messageWriter.writeValue(sink, messages[next(MESSAGE_MASK)]);
        return sink;
    }

    // the next message read field by field on a parser from the shared factory: streaming alone, the factory's recycling a larger share
    @Benchmark
    public Message parseMessageDefault() throws IOException {
        try (JsonParser p = factory.createParser(messageInputs[next(MESSAGE_MASK)])) {
            return MessageStreaming.read(p);
        }
    }

    // the next message written field by field on a generator from the shared factory
    @Benchmark
    public ByteSink generateMessageDefault() throws IOException {
        try (JsonGenerator g = factory.createGenerator(sink)) {
            MessageStreaming.write(g, messages[next(MESSAGE_MASK)]);
        }
        return sink;
    }

    // the currency (163 doubles, a few KB) read by the shared mapper: with one thread, JsonStdReadVanilla.readCurrencyPojoDefault
    @Benchmark
    public Currency readCurrencyDefault() throws IOException {
        return currencyReader.readValue(currencyInputs[next(currencyMask)]);
    }

    // the currency written by the shared mapper
    @Benchmark
    public ByteSink writeCurrencyDefault() throws IOException {
        currencyWriter.writeValue(sink, currency);
        return sink;
    }

    @Override
    public void prepareVerification() {
        sink.startCapture();
        reread = format().mapper(FpConfig.DEFAULT);
    }

    /**
     * This thread's last call, checked against the reference of what it read or wrote: a read must be the reference
     * mapper's read (the JDK's parsing) of the message or document, every double bit for bit; what a write wrote,
     * read back by the format's mapper with every fast feature off, must be that value. The references are made here
     * from the JSON, nothing the benchmark set up reused.
     */
    @Override
    public void verify(String benchmark, Object result) throws IOException {
        int message = (cursor - 1) & MESSAGE_MASK;
        int document = (cursor - 1) & currencyMask;
        String what = getClass().getSimpleName() + "." + benchmark;
        switch (benchmark) {
            case "readMessageDefault", "parseMessageDefault" -> Exact.check(what + " (message " + message + ")", MessageDataset.reference(message), result);
            case "writeMessageDefault", "generateMessageDefault" ->
                    Exact.check(what + " (message " + message + ", re-read)", MessageDataset.reference(message), written(what, result, Message.class));
            case "readCurrencyDefault" -> Exact.check(what + (currencyMask == 0 ? "" : " (document " + document + ")"),
                    References.read(document == 0 ? Dataset.CURRENCY.json() : Rotation.variant(Dataset.CURRENCY.json(), document), Currency.class), result);
            case "writeCurrencyDefault" -> Exact.check(what + " (re-read)", References.currency(), written(what, result, Currency.class));
            default -> throw Verifiable.noCheckFor(this, benchmark);
        }
    }

    /** What the last write wrote, read back; it must have returned this thread's sink. */
    private <T> T written(String what, Object result, Class<T> type) throws IOException {
        if (result != sink) {
            throw new AssertionError(what + ": returned " + result + ", not the sink it wrote to");
        }
        return reread.readValue(sink.takeCaptured(), type);
    }
}
