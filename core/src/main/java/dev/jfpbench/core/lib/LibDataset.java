package dev.jfpbench.core.lib;

import dev.jfpbench.core.data.Datasets;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.data.VectorDataset;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.model.VectorDocs;

import java.util.function.Supplier;

/**
 * The datasets every library is measured on. The benchmark methods are named after them: {@code currency},
 * {@code mediaItem}, {@code vectors}, each optionally followed by a mode ({@link LibMode}).
 */
public enum LibDataset {
    /** Exchange rates: a map of 160 doubles, most with 2-4 decimals. */
    CURRENCY("currency", Currency.class, () -> References.json(Datasets.CURRENCY), References::currency),
    /** The jvm-serializers media item: no floating point at all, a control. */
    MEDIA_ITEM("mediaItem", MediaItem.class, () -> References.json(Datasets.MEDIA_ITEM), References::mediaItem),
    /** 1000 rows of 1024-float embeddings, about 13 MB: the float-heavy case. */
    VECTORS("vectors", VectorDocs.class, VectorDataset::defaultJson, References::vectors);

    private final String method;
    private final Class<?> type;
    private final Supplier<byte[]> json;
    private final Supplier<Object> reference;
    private volatile Object cachedReference;

    LibDataset(String method, Class<?> type, Supplier<byte[]> json, Supplier<Object> reference) {
        this.method = method;
        this.type = type;
        this.json = json;
        this.reference = reference;
    }

    /** The benchmark method name for this dataset, before any mode suffix. */
    public String method() {
        return method;
    }

    /** The model class a library binds the dataset to. */
    public Class<?> type() {
        return type;
    }

    /** The dataset's compact JSON bytes, as every library reads them. */
    public byte[] json() {
        return json.get();
    }

    /**
     * The reference value (read by {@link References#MAPPER}, JDK parsing). Cached: the vectors take a while
     * to read and tests ask for them once per benchmark method. Never modify it.
     */
    public Object reference() {
        Object r = cachedReference;
        if (r == null) {
            r = reference.get();
            cachedReference = r;
        }
        return r;
    }

    /** The dataset a benchmark method measures, from its name; null if the name starts with none. */
    public static LibDataset ofMethod(String benchmark) {
        for (LibDataset d : values()) {
            if (benchmark.startsWith(d.method)) {
                return d;
            }
        }
        return null;
    }
}
