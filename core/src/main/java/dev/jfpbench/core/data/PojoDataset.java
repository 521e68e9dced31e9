package dev.jfpbench.core.data;

import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.model.VectorDocs;

import java.lang.ref.SoftReference;

/**
 * The three datasets as their model classes: what the compression, other-format and start-up benchmarks read
 * and write. Those benchmarks write the {@link #reference()} value, and read what their codec wrote for it.
 */
public enum PojoDataset {
    CURRENCY("currency", Currency.class),
    MEDIA_ITEM("media-item", MediaItem.class),
    VECTORS("vectors", VectorDocs.class);

    private final String label;
    private final Class<?> type;

    PojoDataset(String label, Class<?> type) {
        this.label = label;
        this.type = type;
    }

    /** Short name, as in tables: "currency", "media-item", "vectors". */
    public String label() {
        return label;
    }

    public Class<?> type() {
        return type;
    }

    /**
     * The reference value, as read by the reference mapper. Currency and media item are read fresh; the vectors
     * (13 MB to parse) are kept once read, while memory allows, and shared: never modify them.
     */
    public Object reference() {
        switch (this) {
            case CURRENCY:
                return References.currency();
            case MEDIA_ITEM:
                return References.mediaItem();
            default:
                return vectors();
        }
    }

    private static SoftReference<VectorDocs> vectors = new SoftReference<>(null);

    private static synchronized VectorDocs vectors() {
        VectorDocs v = vectors.get();
        if (v == null) {
            v = References.vectors();
            vectors = new SoftReference<>(v);
        }
        return v;
    }
}
