package dev.jfpbench.core.data;

import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.model.Table;
import dev.jfpbench.core.model.VectorDocs;

import java.lang.ref.SoftReference;
import java.util.function.Supplier;

/**
 * The datasets, each with its model class, its compact JSON bytes and its reference value: the one registry every
 * benchmark and table names them by. {@link #label()} is the name in tables ("media-item"), {@link #method()} the
 * name in benchmark methods ({@code mediaItemFast}).
 */
public enum Dataset {
    /** Exchange rates: a map of 163 doubles, most with 2-4 decimals. */
    CURRENCY("currency", "currency", Currency.class, () -> References.json("currency.json"), References::currency),
    /** The jvm-serializers media item: no floating point at all, a control. */
    MEDIA_ITEM("media-item", "mediaItem", MediaItem.class, () -> References.json("media-item.json"), References::mediaItem),
    /** A users table: 100 rows of mixed columns, no floating point, about 17 KB (generated, see {@link TableDataset}). */
    TABLE("table", "table", Table.class, TableDataset::json, References::table),
    /** 1000 rows of 1024-float embeddings, about 13 MB of JSON: the float-heavy case (generated, see {@link VectorDataset}). */
    VECTORS("vectors", "vectors", VectorDocs.class, VectorDataset::defaultJson, References::vectors);

    private final String label;
    private final String method;
    private final Class<?> type;
    private final Supplier<byte[]> json;
    private final Supplier<Object> reference;
    private SoftReference<byte[]> cachedJson = new SoftReference<>(null);
    private SoftReference<Object> cachedReference = new SoftReference<>(null);

    Dataset(String label, String method, Class<?> type, Supplier<byte[]> json, Supplier<Object> reference) {
        this.label = label;
        this.method = method;
        this.type = type;
        this.json = json;
        this.reference = reference;
    }

    /** As in tables: "currency", "media-item", "table", "vectors". */
    public String label() {
        return label;
    }

    /** As in benchmark method names, before any configuration: "currency", "mediaItem", "table", "vectors". */
    public String method() {
        return method;
    }

    /** The model class. */
    public Class<?> type() {
        return type;
    }

    /**
     * The compact JSON bytes (no whitespace, every number's text as written): what JSON benchmarks read, and what
     * other formats are converted from. Kept while memory allows; a copy, so a caller may keep it.
     */
    public synchronized byte[] json() {
        byte[] j = cachedJson.get();
        if (j == null) {
            j = json.get();
            cachedJson = new SoftReference<>(j);
        }
        return j.clone();
    }

    /**
     * The reference value, read by {@link References#MAPPER} (the JDK's parsing): what reads must give and writes
     * write. Kept while memory allows (the vectors take seconds to read) and shared: never modify it.
     */
    public synchronized Object reference() {
        Object r = cachedReference.get();
        if (r == null) {
            r = reference.get();
            cachedReference = new SoftReference<>(r);
        }
        return r;
    }

    /** The dataset a benchmark method name starts with ({@code currencyFast}: currency); null if none. */
    public static Dataset ofMethod(String benchmark) {
        for (Dataset d : values()) {
            if (benchmark.startsWith(d.method)) {
                return d;
            }
        }
        return null;
    }
}
