package dev.jfpbench.core.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.Dataset;
import dev.jfpbench.core.data.NumberTexts;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.data.VectorDataset;
import dev.jfpbench.core.format.Jackson2Format;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.BenchmarkParams;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static dev.jfpbench.core.data.Dataset.CURRENCY;
import static dev.jfpbench.core.data.Dataset.VECTORS;

/**
 * Where a write's time goes: the currency and the vectors written by one {@link JsonGenerator} (no databind) to the
 * no-op {@link ByteSink}, the document's structure as the dataset has it, every rate or {@code emb} float formatted
 * ({@code ...Default}: the JDK's {@code Double.toString}/{@code Float.toString}, {@code ...Fast}: Schubfach) or
 * written from its text formatted once at setup by the JDK ({@code ...Text}: {@code writeNumber(String)}, no
 * formatting). The three write the same bytes as Default; only the formatting differs. A measured fork makes only
 * the factory it uses (Text: the Default one), and reads the vectors with its own configuration.
 */
public abstract class ConversionWriteBase extends BenchmarkDefaults implements Verifiable {
    private final ByteSink sink = new ByteSink();
    private JsonFactory factoryDefault;
    private JsonFactory factoryFast;
    private Currency currency;
    private String[] currencyKeys;
    private double[] currencyRates;
    private String[] currencyTexts;
    private VectorDocs vectors;
    private String[][] vectorsTexts;

    /** The format (JSON: its numbers are decimal text). */
    protected abstract Jackson2Format format();

    @Setup
    public void setUp(BenchmarkParams params) {
        String method = MeasuredMethod.of(params);
        Dataset dataset = method == null ? null : Dataset.ofMethod(method);
        if (MeasuredMethod.needs(method, FpConfig.DEFAULT)) {
            factoryDefault = format().mapper(FpConfig.DEFAULT).getFactory();
        }
        if (MeasuredMethod.needs(method, FpConfig.FAST)) {
            factoryFast = format().mapper(FpConfig.FAST).getFactory();
        }
        boolean texts = method == null || method.endsWith("Text");
        // the currency is tiny: the reference reader makes it (one read, no loop worth compiling)
        currency = References.currency();
        currencyKeys = currency.rates.keySet().toArray(new String[0]);
        currencyRates = currency.rates.values().stream().mapToDouble(Double::doubleValue).toArray();
        if (texts) {
            currencyTexts = new String[currencyRates.length];
            for (int i = 0; i < currencyRates.length; i++) {
                currencyTexts[i] = Double.toString(currencyRates[i]);
            }
        }
        if (dataset == null || dataset == VECTORS) {
            // 1M floats: read with the fork's own configuration, so a Fast fork never runs the Default parser
            vectors = VectorDataset.read(VECTORS.json(), "vectors", method == null ? FpConfig.DEFAULT : MeasuredMethod.config(method));
            if (texts) {
                vectorsTexts = new String[vectors.data.size()][];
                for (int r = 0; r < vectorsTexts.length; r++) {
                    float[] emb = vectors.data.get(r).emb;
                    vectorsTexts[r] = new String[emb.length];
                    for (int i = 0; i < emb.length; i++) {
                        vectorsTexts[r][i] = Float.toString(emb[i]);
                    }
                }
            }
        }
    }

    // the 163 rates formatted by the JDK's Double.toString
    @Benchmark
    public ByteSink currencyDefault() throws IOException {
        return currency(factoryDefault, null);
    }

    // the same with the Schubfach writer
    @Benchmark
    public ByteSink currencyFast() throws IOException {
        return currency(factoryFast, null);
    }

    // the control: the same document, each rate written from its text formatted at setup, no formatting
    @Benchmark
    public ByteSink currencyText() throws IOException {
        return currency(factoryDefault, currencyTexts);
    }

    // 1,024,000 floats formatted by the JDK's Float.toString
    @Benchmark
    public ByteSink vectorsDefault() throws IOException {
        return vectors(factoryDefault, null);
    }

    // the same with the Schubfach writer
    @Benchmark
    public ByteSink vectorsFast() throws IOException {
        return vectors(factoryFast, null);
    }

    // the control: the same document, each float written from its text formatted at setup, no formatting
    @Benchmark
    public ByteSink vectorsText() throws IOException {
        return vectors(factoryDefault, vectorsTexts);
    }

    /** The currency document; the rates as doubles, or from {@code texts} when given. */
    private ByteSink currency(JsonFactory factory, String[] texts) throws IOException {
        try (JsonGenerator g = factory.createGenerator(sink)) {
            g.writeStartObject();
            g.writeStringField("provider", currency.provider);
            g.writeStringField("terms", currency.terms);
            g.writeStringField("base", currency.base);
            g.writeStringField("date", currency.date);
            g.writeNumberField("time_last_updated", currency.time_last_updated);
            g.writeObjectFieldStart("rates");
            String[] keys = currencyKeys;
            if (texts == null) {
                double[] rates = currencyRates;
                for (int i = 0; i < keys.length; i++) {
                    g.writeFieldName(keys[i]);
                    g.writeNumber(rates[i]);
                }
            } else {
                for (int i = 0; i < keys.length; i++) {
                    g.writeFieldName(keys[i]);
                    g.writeNumber(texts[i]);
                }
            }
            g.writeEndObject();
            g.writeEndObject();
        }
        return sink;
    }

    /** The vectors document; the floats as floats, or from {@code texts} when given. */
    private ByteSink vectors(JsonFactory factory, String[][] texts) throws IOException {
        List<VectorDocs.Row> rows = vectors.data;
        try (JsonGenerator g = factory.createGenerator(sink)) {
            g.writeStartObject();
            g.writeArrayFieldStart("data");
            for (int r = 0; r < rows.size(); r++) {
                VectorDocs.Row row = rows.get(r);
                g.writeStartObject();
                g.writeStringField("_id", row._id);
                g.writeStringField("text", row.text);
                g.writeArrayFieldStart("emb");
                if (texts == null) {
                    for (float f : row.emb) {
                        g.writeNumber(f);
                    }
                } else {
                    for (String s : texts[r]) {
                        g.writeNumber(s);
                    }
                }
                g.writeEndArray();
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        return sink;
    }

    @Override
    public void prepareVerification() {
        sink.startCapture();
    }

    /**
     * What a method wrote: every number text parsed by the JDK must be the document's value, bit for bit, and the
     * document re-read by the reference reader must be the reference; Default's and Text's number texts must be the
     * JDK's formatting of those values (so Text writes the very numbers Default writes).
     */
    @Override
    public void verify(String benchmark, Object result) {
        Dataset d = Dataset.ofMethod(benchmark);
        if (d != CURRENCY && d != VECTORS) {
            throw Verifiable.noCheckFor(this, benchmark);
        }
        String configuration = benchmark.substring(d.method().length());
        if (!List.of("Default", "Fast", "Text").contains(configuration)) {
            throw Verifiable.noCheckFor(this, benchmark);
        }
        String what = getClass().getSimpleName() + "." + benchmark;
        byte[] written = sink.takeCaptured();
        check(what, d, written, !configuration.equals("Fast"));
    }

    private static void check(String what, Dataset d, byte[] written, boolean jdkTexts) {
        boolean floats = d == VECTORS;
        NumberTexts.Parsed expected = NumberTexts.parsed(d);
        List<String> texts;
        try {
            texts = NumberTexts.of(d, written);
        } catch (RuntimeException e) {
            throw new AssertionError(what + " wrote no " + d.label() + " document: " + e.getMessage());
        }
        if (texts.size() != expected.texts().size()) {
            throw new AssertionError(what + " wrote " + texts.size() + " numbers, the document has " + expected.texts().size());
        }
        for (int i = 0; i < texts.size(); i++) {
            String text = texts.get(i);
            long bits;
            try {
                bits = floats ? Float.floatToRawIntBits(Float.parseFloat(text)) : Double.doubleToRawLongBits(Double.parseDouble(text));
            } catch (NumberFormatException e) {
                throw new AssertionError(what + ": number " + i + " written as " + text + ", not a number");
            }
            if (bits != expected.bits()[i]) {
                throw new AssertionError(what + ": number " + i + " written as " + text + ", which the JDK does not parse to "
                        + expected.texts().get(i));
            }
            if (jdkTexts && !text.equals(expected.jdkTexts().get(i))) {
                throw new AssertionError(what + ": number " + i + " written as " + text + ", the JDK formats it " + expected.jdkTexts().get(i));
            }
        }
        Object reread;
        try {
            reread = floats ? VectorDataset.read(written, what + " output") : References.read(written, Currency.class);
        } catch (RuntimeException e) {
            throw new AssertionError(what + " wrote what the reference reader cannot read: " + e.getMessage() + "; output starts: "
                    + new String(written, 0, Math.min(200, written.length), StandardCharsets.UTF_8));
        }
        Exact.check(what + " (re-read)", d.reference(), reread);
    }
}
