package dev.jfpbench.concurrency;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.jfpbench.core.bench.BenchmarkDefaults;
import dev.jfpbench.core.bench.ByteSink;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.BenchmarkParams;

import java.io.IOException;

/**
 * What a call costs when it makes its Jackson objects itself: a new {@code ObjectMapper} per call (every deserializer
 * and serializer built again), or {@code readerFor}/{@code writerFor} per call on the fork's one shared mapper (its
 * caches hit, a reader or writer made), beside the control: the shared mapper's reader and writer made once
 * ({@code ...Shared...}, as {@code JsonSharedReadWrite*}). The small messages ({@link MessageDataset}) in turn, every
 * fast floating-point feature off ({@link FpConfig#DEFAULT}). Expect a new mapper per call to cost many times the
 * control, and a reader per call a little more than it; under many threads the per-thread ratio shows whether what
 * the per-call paths share (the mapper's caches, the type factory) makes the threads wait.
 */
@State(Scope.Thread)
public abstract class PerCallReadWriteBase extends BenchmarkDefaults implements Verifiable {
    private static final int MESSAGE_MASK = MessageDataset.COUNT - 1;

    private final ByteSink sink = new ByteSink();
    private Jackson2Format format;
    private ObjectMapper mapper;
    private ObjectReader messageReader;
    private ObjectWriter messageWriter;
    private byte[][] messageInputs;
    private Message[] messages;
    /** This thread's calls so far (from its ordinal): the next call takes message {@code cursor & 15}. */
    private int cursor;
    /** Reads back what a write wrote (verification only: null in a benchmark). */
    private ObjectMapper reread;

    /** The format under test. */
    protected abstract Jackson2Format format();

    @Setup
    public void setUp(SharedMapper shared, BenchmarkParams params) {
        VirtualThreads.check(this, params);
        format = format();
        shared.setUp(format);
        mapper = shared.mapper;
        messageReader = shared.messageReader;
        messageWriter = shared.messageWriter;
        messageInputs = shared.messageInputs;
        messages = shared.messages;
        cursor = shared.nextThread();
    }

    private int next() {
        return cursor++ & MESSAGE_MASK;
    }

    // a new mapper (every fast feature off) per call, then the read
    @Benchmark
    public Message readMessageNewMapperDefault() throws IOException {
        return format.mapper(FpConfig.DEFAULT).readValue(messageInputs[next()], Message.class);
    }

    // readerFor per call on the shared mapper
    @Benchmark
    public Message readMessageNewReaderDefault() throws IOException {
        return mapper.readerFor(Message.class).readValue(messageInputs[next()]);
    }

    // the control: the shared mapper's reader, made once
    @Benchmark
    public Message readMessageSharedDefault() throws IOException {
        return messageReader.readValue(messageInputs[next()]);
    }

    // a new mapper per call, then the write
    @Benchmark
    public ByteSink writeMessageNewMapperDefault() throws IOException {
        format.mapper(FpConfig.DEFAULT).writeValue(sink, messages[next()]);
        return sink;
    }

    // writerFor per call on the shared mapper
    @Benchmark
    public ByteSink writeMessageNewWriterDefault() throws IOException {
        mapper.writerFor(Message.class).writeValue(sink, messages[next()]);
        return sink;
    }

    // the control: the shared mapper's writer, made once
    @Benchmark
    public ByteSink writeMessageSharedDefault() throws IOException {
        messageWriter.writeValue(sink, messages[next()]);
        return sink;
    }

    @Override
    public void prepareVerification() {
        sink.startCapture();
        reread = format.mapper(FpConfig.DEFAULT);
    }

    /**
     * This thread's last call, checked against the reference of its message: a read must be the reference mapper's
     * read (the JDK's parsing), every double bit for bit; what a write wrote, read back by the format's mapper with
     * every fast feature off, must be the message.
     */
    @Override
    public void verify(String benchmark, Object result) throws IOException {
        int message = (cursor - 1) & MESSAGE_MASK;
        String what = getClass().getSimpleName() + "." + benchmark + " (message " + message + ")";
        switch (benchmark) {
            case "readMessageNewMapperDefault", "readMessageNewReaderDefault", "readMessageSharedDefault" ->
                    Exact.check(what, MessageDataset.reference(message), result);
            case "writeMessageNewMapperDefault", "writeMessageNewWriterDefault", "writeMessageSharedDefault" -> {
                if (result != sink) {
                    throw new AssertionError(what + ": returned " + result + ", not the sink it wrote to");
                }
                Exact.check(what + " (re-read)", MessageDataset.reference(message), reread.readValue(sink.takeCaptured(), Message.class));
            }
            default -> throw Verifiable.noCheckFor(this, benchmark);
        }
    }
}
