package dev.jfpbench.vectors;

import ch.randelshofer.fastdoubleparser.JavaFloatParser;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.io.NumberOutput;
import dev.jfpbench.core.bench.InputSized;
import dev.jfpbench.core.bench.VectorBenchmarkDefaults;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.data.VectorDataset;
import dev.jfpbench.core.model.VectorDocs;
import dev.jfpbench.core.verify.Exact;
import dev.jfpbench.core.verify.Verifiable;
import dev.jfpbench.json.JsonFormat;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.FloatBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;

/**
 * What the vector hot paths are measured against, in the same run and on the same numbers (every float of
 * the vectors, 1,024,000 by default): each operation handles all of them, so ops/s compare directly with
 * {@link VectorHeavyReadWrite}'s. No databind, no POJO, outputs reused.
 * <ul>
 *   <li>parse: the number texts of the JSON bytes, JDK vs FastDoubleParser;</li>
 *   <li>format: every float to text, JDK vs Jackson's writer;</li>
 *   <li>streaming: Jackson's parser alone, default vs fast, into a {@code float[]};</li>
 *   <li>floor: the same floats copied from little-endian bytes, i.e. memory speed.</li>
 * </ul>
 */
public class VectorLimits extends VectorBenchmarkDefaults implements Verifiable, InputSized {
    private static final String EMB = "emb";

    private byte[] json;
    private int[] numberOffset;
    private int[] numberLength;
    private long numberBytes;
    private float[] reference;
    private float[] floats;
    private char[] text;
    private long jdkChars;
    private long jacksonChars;
    private byte[] littleEndian;
    private FloatBuffer littleEndianFloats;
    private JsonFactory factoryDefault;
    private JsonFactory factoryFast;

    @Setup
    public void setUp() throws IOException {
        json = vectorsJson();
        VectorDocs docs = VectorDataset.read(json, vectorsName());
        reference = new float[docs.floatCount()];
        int n = 0;
        for (VectorDocs.Row row : docs.data) {
            System.arraycopy(row.emb, 0, reference, n, row.emb.length);
            n += row.emb.length;
        }
        floats = new float[n];
        factoryDefault = JsonFormat.INSTANCE.mapper(FpConfig.DEFAULT).getFactory();
        factoryFast = JsonFormat.INSTANCE.mapper(FpConfig.FAST).getFactory();
        locateNumbers(n);
        // 16 chars hold any float's text (the longest, "-1.17549435E-38", has 15) and its comma.
        text = new char[16 * n];
        jdkChars = formatJdk();
        jacksonChars = formatJackson();
        littleEndian = new byte[4 * n];
        ByteBuffer.wrap(littleEndian).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer().put(reference);
        littleEndianFloats = ByteBuffer.wrap(littleEndian).order(ByteOrder.LITTLE_ENDIAN).asFloatBuffer();
        System.out.printf(Locale.ROOT, "# vector limits (%s: %,d floats): JSON %,d bytes, of which numbers %,d; "
                        + "formatted %,d chars JDK, %,d Jackson; little-endian %,d bytes%n",
                vectorsName(), n, json.length, numberBytes, jdkChars, jacksonChars, littleEndian.length);
    }

    /** Where each {@code emb} number's text is in the JSON bytes, found once by Jackson's parser. */
    private void locateNumbers(int count) throws IOException {
        numberOffset = new int[count];
        numberLength = new int[count];
        int i = 0;
        try (JsonParser p = factoryDefault.createParser(json)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.FIELD_NAME && EMB.equals(p.currentName())) {
                    p.nextToken();
                    while (p.nextToken() != JsonToken.END_ARRAY) {
                        numberOffset[i] = (int) p.getTokenLocation().getByteOffset();
                        numberLength[i] = p.getTextLength();
                        numberBytes += numberLength[i];
                        i++;
                    }
                }
            }
        }
        if (i != count) {
            throw new IllegalStateException("found " + i + " numbers in emb arrays, expected " + count);
        }
    }

    /** The JDK parses Strings only: each number costs a String of its bytes too, as in Jackson's default path. */
    @Benchmark
    public float[] parseJdkFloat() {
        for (int i = 0; i < floats.length; i++) {
            floats[i] = Float.parseFloat(new String(json, numberOffset[i], numberLength[i], StandardCharsets.ISO_8859_1));
        }
        return floats;
    }

    /** FastDoubleParser straight on the byte[] slices: no String. */
    @Benchmark
    public float[] parseFastDoubleParser() {
        for (int i = 0; i < floats.length; i++) {
            floats[i] = JavaFloatParser.parseFloat(json, numberOffset[i], numberLength[i]);
        }
        return floats;
    }

    /** Returns the chars written to the reused buffer: floats separated by commas. */
    @Benchmark
    public int formatJdkFloatToString() {
        return formatJdk();
    }

    /** Jackson's writer with its fast option (Schubfach), as {@code writeNumber(float)} calls it. */
    @Benchmark
    public int formatJacksonNumberOutput() {
        return formatJackson();
    }

    private int formatJdk() {
        int pos = 0;
        for (float f : reference) {
            String s = Float.toString(f);
            s.getChars(0, s.length(), text, pos);
            pos += s.length();
            text[pos++] = ',';
        }
        return pos;
    }

    private int formatJackson() {
        int pos = 0;
        for (float f : reference) {
            String s = NumberOutput.toString(f, true);
            s.getChars(0, s.length(), text, pos);
            pos += s.length();
            text[pos++] = ',';
        }
        return pos;
    }

    /** Jackson's streaming parser alone, JDK parsing: what databind adds on top is the gap to the read. */
    @Benchmark
    public float[] streamingReadDefault() throws IOException {
        return streamingRead(factoryDefault);
    }

    @Benchmark
    public float[] streamingReadFast() throws IOException {
        return streamingRead(factoryFast);
    }

    private float[] streamingRead(JsonFactory factory) throws IOException {
        float[] out = floats;
        int n = 0;
        try (JsonParser p = factory.createParser(json)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.FIELD_NAME && EMB.equals(p.currentName())) {
                    p.nextToken();
                    while (p.nextToken() != JsonToken.END_ARRAY) {
                        out[n++] = p.getFloatValue();
                    }
                }
            }
        }
        return out;
    }

    /** The floor: the same floats as 4 little-endian bytes each, copied into a float[]. */
    @Benchmark
    public float[] copyLittleEndianFloats() {
        littleEndianFloats.get(0, floats);
        return floats;
    }

    /** Parse and streaming: the bytes they read. Format: the chars written. Floor: 4 bytes a float. */
    @Override
    public long bytesPerOp(String benchmark) {
        switch (benchmark) {
            case "parseJdkFloat":
            case "parseFastDoubleParser":
                return numberBytes;
            case "formatJdkFloatToString":
                return jdkChars;
            case "formatJacksonNumberOutput":
                return jacksonChars;
            case "streamingReadDefault":
            case "streamingReadFast":
                return json.length;
            case "copyLittleEndianFloats":
                return littleEndian.length;
            default:
                return -1;
        }
    }

    @Override
    public void prepareVerification() {
        Arrays.fill(floats, Float.NaN);
    }

    @Override
    public void verify(String benchmark, Object result) {
        String what = "VectorLimits." + benchmark + " of " + vectorsName();
        switch (benchmark) {
            case "parseJdkFloat":
            case "parseFastDoubleParser":
            case "streamingReadDefault":
            case "streamingReadFast":
            case "copyLittleEndianFloats":
                Exact.check(what, reference, result);
                return;
            case "formatJdkFloatToString":
            case "formatJacksonNumberOutput":
                int length = (Integer) result;
                if (length != (benchmark.startsWith("formatJdk") ? jdkChars : jacksonChars)) {
                    throw new AssertionError(what + ": wrote " + length + " chars, but bytesPerOp says otherwise");
                }
                Exact.check(what + " (re-parsed)", reference, reparse(length));
                return;
            default:
                throw Verifiable.noCheckFor(this, benchmark);
        }
    }

    /** The formatted text, split at the commas and parsed by the JDK. */
    private float[] reparse(int length) {
        float[] parsed = new float[reference.length];
        int n = 0;
        int start = 0;
        for (int i = 0; i < length; i++) {
            if (text[i] == ',') {
                if (n == parsed.length) {
                    throw new AssertionError("more than " + parsed.length + " numbers formatted");
                }
                parsed[n++] = Float.parseFloat(new String(text, start, i - start));
                start = i + 1;
            }
        }
        return n == parsed.length ? parsed : Arrays.copyOf(parsed, n);
    }
}
