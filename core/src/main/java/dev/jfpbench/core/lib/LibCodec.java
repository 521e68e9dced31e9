package dev.jfpbench.core.lib;

import java.io.OutputStream;

/**
 * What a library module binds: how one library, in one configuration, reads a dataset's JSON bytes and writes
 * it to a stream. {@link #reader} and {@link #writer} are called once, at setup, so whatever the library
 * wants prepared for speed (a type's adapter, a reused reader) is prepared there, outside the measurement.
 * <p>
 * Most libraries bind to the model POJOs ({@link LibDataset#type()}). One that only parses into its own tree
 * reads into that tree, writes from it ({@link #fromModel}, at setup), and says how its tree maps back to the
 * model ({@link #toModel}, verification only); its benchmark classes are named {@code Lib...Tree...}.
 */
public interface LibCodec {

    /** Reads a dataset's JSON bytes. Prepared once per dataset; called in the measured region. */
    @FunctionalInterface
    interface Reader {
        Object read(byte[] json) throws Exception;
    }

    /** Writes a value (what {@link #fromModel} made) to the stream. Prepared once; called in the measured region. */
    @FunctionalInterface
    interface Writer {
        void write(Object value, OutputStream out) throws Exception;
    }

    /** How this codec reads {@code dataset} (into {@code dataset.type()}, or into the library's tree). */
    Reader reader(LibDataset dataset) throws Exception;

    /** How this codec writes {@code dataset}'s value. */
    Writer writer(LibDataset dataset) throws Exception;

    /** What the write benchmark writes, made at setup from the model value: the POJO itself, or a tree of it. */
    default Object fromModel(LibDataset dataset, Object model) throws Exception {
        return model;
    }

    /** A read result as the model POJO, for verification: the POJO itself, or the tree converted. */
    default Object toModel(LibDataset dataset, Object read) throws Exception {
        return read;
    }
}
