package dev.jfpbench.libs.avaje;

import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.Image;
import dev.jfpbench.core.model.MediaContent;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.model.Table;
import dev.jfpbench.core.model.TableRow;
import dev.jfpbench.core.model.VectorDocs;
import io.avaje.jsonb.Json;

/**
 * The thinnest adapter avaje-jsonb needs: {@code @Json.Import} has its annotation processor generate adapters
 * for classes it does not own (core leaves the model unannotated), at this module's compile time.
 */
@Json.Import({Currency.class, MediaItem.class, MediaContent.class, Image.class, Table.class, TableRow.class,
        VectorDocs.class, VectorDocs.Row.class})
final class AvajeModels {
    private AvajeModels() {
    }
}
