package dev.jfpbench.startup;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONFactory;
import com.alibaba.fastjson2.JSONReader;
import com.alibaba.fastjson2.JSONWriter;
import com.alibaba.fastjson2.reader.ObjectReaderProvider;
import com.alibaba.fastjson2.writer.ObjectWriterProvider;

import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * fastjson2 as the libs module measures it ({@code dev.jfpbench.libs.fastjson2.Fastjson2Codec}): default
 * features, its static byte-level API. It has no mapper to build: what stands for one is what its static API
 * works with, the default object reader and writer providers, set up here (the library's static initialisation).
 */
public final class Fastjson2Cold implements ColdMapper {
    private final ObjectReaderProvider readers;
    private final ObjectWriterProvider writers;

    public Fastjson2Cold() {
        this.readers = JSONFactory.getDefaultObjectReaderProvider();
        this.writers = JSONFactory.getDefaultObjectWriterProvider();
    }

    @Override
    public <T> T read(byte[] json, Class<T> type) {
        return JSON.parseObject(json, type);
    }

    @Override
    public void write(Object value, OutputStream out) throws IOException {
        JSON.writeTo(out, value);
    }

    /** The reader and writer features on by default, and that the static API uses the providers held here. */
    @Override
    public String describe() {
        List<String> read = new ArrayList<>();
        for (JSONReader.Feature f : JSONReader.Feature.values()) {
            if ((JSONFactory.getDefaultReaderFeatures() & f.mask) != 0) {
                read.add(f.name());
            }
        }
        List<String> write = new ArrayList<>();
        for (JSONWriter.Feature f : JSONWriter.Feature.values()) {
            if ((JSONFactory.getDefaultWriterFeatures() & f.mask) != 0) {
                write.add(f.name());
            }
        }
        boolean defaults = readers == JSONFactory.getDefaultObjectReaderProvider() && writers == JSONFactory.getDefaultObjectWriterProvider();
        return "fastjson2, " + (defaults ? "default providers" : "other providers") + ", reader features " + read + ", writer features " + write;
    }
}
