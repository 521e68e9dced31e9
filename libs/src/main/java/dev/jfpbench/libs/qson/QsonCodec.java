package dev.jfpbench.libs.qson;

import dev.jfpbench.core.data.References;
import dev.jfpbench.core.lib.LibCodec;
import dev.jfpbench.core.lib.LibDataset;
import io.quarkus.qson.generator.QsonMapper;
import io.quarkus.qson.parser.QsonParser;
import io.quarkus.qson.writer.QsonObjectWriter;

/**
 * QSON (the Quarkus JSON mapper) outside Quarkus: its {@code QsonMapper} generates a parser and a writer per
 * class as bytecode at run time (Quarkus does the same at build time). Both are made once, at setup, as its
 * documentation recommends; they work on bytes. QSON binds bean properties only: see {@link QsonBeans}.
 */
public final class QsonCodec implements LibCodec {
    private final QsonMapper mapper = new QsonMapper(QsonCodec.class.getClassLoader());

    /** The QSON bean class standing for the dataset's model class. */
    static Class<?> bean(LibDataset dataset) {
        switch (dataset) {
            case CURRENCY: return QsonBeans.Currency.class;
            case MEDIA_ITEM: return QsonBeans.MediaItem.class;
            case VECTORS: return QsonBeans.VectorDocs.class;
            default: throw new IllegalArgumentException(dataset.name());
        }
    }

    @Override
    public Reader reader(LibDataset dataset) {
        QsonParser parser = mapper.parserFor(bean(dataset));
        return json -> parser.read(json);
    }

    @Override
    public Writer writer(LibDataset dataset) {
        QsonObjectWriter writer = mapper.writerFor(bean(dataset));
        return (value, out) -> writer.writeStream(out, value);
    }

    @Override
    public Object fromModel(LibDataset dataset, Object model) {
        return References.MAPPER.convertValue(model, bean(dataset));
    }

    @Override
    public Object toModel(LibDataset dataset, Object read) {
        return References.MAPPER.convertValue(read, dataset.type());
    }
}
