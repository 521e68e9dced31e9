package dev.jfpbench.concurrency;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.data.Rotation;
import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.core.model.Currency;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

/**
 * What every benchmark thread of a fork shares: ONE mapper of the format with every fast floating-point feature off
 * ({@link FpConfig#DEFAULT}, set explicitly), its factory, its readers and writers, and the inputs (read-only). JMH
 * makes one per fork ({@code Scope.Benchmark}) and hands it to each thread's {@code @Setup}; the first thread there
 * builds it, outside the measurement. Each thread keeps only its own cursor and sink.
 */
@State(Scope.Benchmark)
public class SharedMapper {
    Jackson2Format format;
    ObjectMapper mapper;
    JsonFactory factory;
    ObjectReader messageReader;
    ObjectWriter messageWriter;
    ObjectReader currencyReader;
    ObjectWriter currencyWriter;
    /** The messages in the format's bytes, and their values (the reference mapper's reads: what the writes write). */
    byte[][] messageInputs;
    Message[] messages;
    /** The currency, or with {@code -Djfpbench.docs=N} its N documents ({@link Rotation}), and the value the writes write. */
    byte[][] currencyInputs;
    Currency currency;
    private int threads;

    /** Builds everything for {@code format} the first time; a later thread's call only checks it is the same format. */
    synchronized void setUp(Jackson2Format format) {
        if (this.format != null) {
            if (this.format != format) {
                throw new IllegalStateException("one shared mapper, two formats: " + this.format.name() + " and " + format.name());
            }
            return;
        }
        mapper = format.mapper(FpConfig.DEFAULT);
        factory = mapper.getFactory();
        messageReader = mapper.readerFor(Message.class);
        messageWriter = mapper.writerFor(Message.class);
        currencyReader = mapper.readerFor(Currency.class);
        currencyWriter = mapper.writerFor(Currency.class);
        byte[][] json = MessageDataset.json();
        messageInputs = new byte[json.length][];
        messages = new Message[json.length];
        for (int k = 0; k < json.length; k++) {
            messageInputs[k] = format.fromJson(json[k]);
            messages[k] = MessageDataset.reference(k);
        }
        currencyInputs = Rotation.of(Dataset.CURRENCY.json(), Rotation.count());
        for (int k = 0; k < currencyInputs.length; k++) {
            currencyInputs[k] = format.fromJson(currencyInputs[k]);
        }
        currency = (Currency) Dataset.CURRENCY.reference();
        this.format = format;
    }

    /** The next thread's ordinal (0, 1, ...): where its cursor starts, so that the threads start on different messages. */
    synchronized int nextThread() {
        return threads++;
    }
}
