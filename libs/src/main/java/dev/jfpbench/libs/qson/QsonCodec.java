package dev.jfpbench.libs.qson;

import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.model.Table;
import dev.jfpbench.core.model.VectorDocs;
import io.quarkus.qson.generator.QsonMapper;
import io.quarkus.qson.parser.QsonParser;
import io.quarkus.qson.writer.QsonObjectWriter;

import java.io.OutputStream;

/**
 * QSON (the Quarkus JSON mapper) outside Quarkus: its {@code QsonMapper} generates a parser and a writer per
 * class as bytecode at run time (Quarkus does the same at build time). Both are made once, at setup, as its
 * documentation recommends; they work on bytes. QSON binds bean properties only: see {@link QsonBeans}.
 */
public final class QsonCodec implements Codec<Object> {
    private final Class<?> model;
    private final Class<?> bean;
    private final QsonParser parser;
    private final QsonObjectWriter writer;

    /** {@code model}: the model class; QSON reads and writes its {@link QsonBeans} twin. */
    public QsonCodec(Class<?> model) {
        QsonMapper mapper = new QsonMapper(QsonCodec.class.getClassLoader());
        this.model = model;
        this.bean = bean(model);
        this.parser = mapper.parserFor(bean);
        this.writer = mapper.writerFor(bean);
    }

    /** The QSON bean class standing for a model class. */
    static Class<?> bean(Class<?> model) {
        if (model == Currency.class) {
            return QsonBeans.Currency.class;
        }
        if (model == MediaItem.class) {
            return QsonBeans.MediaItem.class;
        }
        if (model == Table.class) {
            return QsonBeans.Table.class;
        }
        if (model == VectorDocs.class) {
            return QsonBeans.VectorDocs.class;
        }
        throw new IllegalArgumentException("no QSON bean for " + model.getName());
    }

    @Override
    public Object read(byte[] json) {
        return parser.read(json);
    }

    @Override
    public void write(Object value, OutputStream out) {
        writer.writeStream(out, value);
    }

    @Override
    public Object fromModel(Object pojo) {
        return References.MAPPER.convertValue(pojo, bean);
    }

    @Override
    public Object toModel(Object read) {
        return References.MAPPER.convertValue(read, model);
    }
}
