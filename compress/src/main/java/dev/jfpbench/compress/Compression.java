package dev.jfpbench.compress;

import com.ning.compress.lzf.LZFInputStream;
import com.ning.compress.lzf.LZFOutputStream;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.Locale;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * How a document is compressed on the wire, as a service would do it per request: a new stream (and so a new
 * Deflater, Inflater or LZF encoder) for each document, with the library's defaults.
 */
public enum Compression {
    /** No compression: the same stream path, so the other two differ from it by their compression alone. */
    NONE(new byte[0]) {
        @Override
        public InputStream in(InputStream in) {
            return in;
        }

        @Override
        public OutputStream out(OutputStream out) {
            return out;
        }
    },
    /** The JDK's gzip at Deflater's default level (6); 8 KiB buffers, the size Jackson reads and writes in, not the JDK's 512 bytes. */
    GZIP(new byte[]{(byte) 0x1f, (byte) 0x8b}) {
        @Override
        public InputStream in(InputStream in) throws IOException {
            return new GZIPInputStream(in, BUFFER);
        }

        @Override
        public OutputStream out(OutputStream out) throws IOException {
            return new GZIPOutputStream(out, BUFFER);
        }
    },
    /** com.ning compress-lzf with its defaults (its fastest encoder for this JVM, 64 KiB chunks). */
    LZF(new byte[]{'Z', 'V'}) {
        @Override
        public InputStream in(InputStream in) throws IOException {
            return new LZFInputStream(in);
        }

        @Override
        public OutputStream out(OutputStream out) {
            return new LZFOutputStream(out);
        }
    };

    static final int BUFFER = 8192;

    private final byte[] magic;

    Compression(byte[] magic) {
        this.magic = magic;
    }

    /** The decompressed view of a compressed stream. */
    public abstract InputStream in(InputStream in) throws IOException;

    /** A compressing stream in front of {@code out}; closing it finishes the compressed stream. */
    public abstract OutputStream out(OutputStream out) throws IOException;

    /** The name used in {@code @Param} values and tables: "none", "gzip", "lzf". */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The compression named by a {@code @Param} value; one clear error for anything else. */
    public static Compression of(String label) {
        for (Compression c : values()) {
            if (c.label().equals(label)) {
                return c;
            }
        }
        throw new IllegalArgumentException("unknown compression '" + label + "': use none, gzip or lzf");
    }

    /** True when the bytes start as this compression's streams do (NONE: always). */
    public boolean looksCompressed(byte[] bytes) {
        return bytes.length >= magic.length && Arrays.equals(Arrays.copyOf(bytes, magic.length), magic);
    }
}
