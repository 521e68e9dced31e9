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
    /** What the text buffer holds where nothing was written (verification only); no number's text has it. */
    private static final char UNWRITTEN = '\uFFFF';

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
        reference = flatten(VectorDataset.read(json, vectorsName()));
        int n = reference.length;
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

    /** Clears what setup filled, so a check sees only what the method under test writes. */
    @Override
    public void prepareVerification() {
        Arrays.fill(floats, Float.NaN);
        Arrays.fill(text, UNWRITTEN);
    }

    /**
     * Against a fresh reference, the JDK's parse of every number of the JSON, made here (nothing setup filled or the
     * method touched): parses, streaming reads and the floor must give it bit for bit; a format must have written,
     * from the start of the cleared buffer, exactly one text per float, each followed by a comma and read back by
     * the JDK to that float, and nothing after the length it returns.
     */
    @Override
    public void verify(String benchmark, Object result) {
        String what = "VectorLimits." + benchmark + " of " + vectorsName();
        float[] expected = flatten(VectorDataset.reference(vectorsJson(), vectorsName()));
        switch (benchmark) {
            case "parseJdkFloat":
            case "parseFastDoubleParser":
            case "streamingReadDefault":
            case "streamingReadFast":
            case "copyLittleEndianFloats":
                Exact.check(what, expected, result);
                return;
            case "formatJdkFloatToString":
            case "formatJacksonNumberOutput":
                int length = (Integer) result;
                if (length <= 0 || length > text.length || text[length - 1] != ',' || (length < text.length && text[length] != UNWRITTEN)) {
                    throw new AssertionError(what + ": returned " + length + ", which is not where the written text ends");
                }
                Exact.check(what + " (re-parsed)", expected, reparse(what, length, expected.length));
                if (length != (benchmark.startsWith("formatJdk") ? jdkChars : jacksonChars)) {
                    throw new AssertionError(what + ": wrote " + length + " chars, but bytesPerOp says otherwise");
                }
                return;
            default:
                throw Verifiable.noCheckFor(this, benchmark);
        }
    }

    private static float[] flatten(VectorDocs docs) {
        float[] all = new float[docs.floatCount()];
        int n = 0;
        for (VectorDocs.Row row : docs.data) {
            System.arraycopy(row.emb, 0, all, n, row.emb.length);
            n += row.emb.length;
        }
        return all;
    }

    /** The formatted text up to {@code length}, split at the commas and parsed by the JDK. */
    private float[] reparse(String what, int length, int count) {
        float[] parsed = new float[count];
        int n = 0;
        int start = 0;
        for (int i = 0; i < length; i++) {
            if (text[i] == UNWRITTEN) {
                throw new AssertionError(what + ": char " + i + " was never written");
            }
            if (text[i] == ',') {
                if (n == parsed.length) {
                    throw new AssertionError(what + ": more than " + parsed.length + " numbers formatted");
                }
                String number = new String(text, start, i - start);
                try {
                    parsed[n++] = Float.parseFloat(number);
                } catch (NumberFormatException e) {
                    throw new AssertionError(what + ": '" + number + "' (at char " + start + ") is not a number");
                }
                start = i + 1;
            }
        }
        return n == parsed.length ? parsed : Arrays.copyOf(parsed, n);
    }
}
