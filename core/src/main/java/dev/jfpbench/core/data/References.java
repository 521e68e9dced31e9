package dev.jfpbench.core.data;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.model.Currency;
import dev.jfpbench.core.model.CurrencyBigDecimal;
import dev.jfpbench.core.model.MediaItem;
import dev.jfpbench.core.model.Table;
import dev.jfpbench.core.model.VectorDocs;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The reference values every benchmark is checked against: the datasets read by a JSON mapper with every
 * fast floating-point feature off, so every double comes from the JDK's {@code Double.parseDouble}.
 * (A test pins that too, against the literals in the file.)
 */
public final class References {
    /** The reference reader: JSON, {@link FpConfig#DEFAULT}. */
    public static final ObjectMapper MAPPER = FpConfig.DEFAULT.applyTo(JsonMapper.builder()).build();

    private References() {
    }

    /** A committed dataset, compacted (no whitespace, numbers as written). */
    public static byte[] json(String dataset) {
        return JsonBytes.compact(Datasets.read(dataset), "datasets/" + dataset);
    }

    /** A user's JSON file, compacted; one clear error if it is missing or malformed. */
    public static byte[] userJson(String path, String what) {
        Path file = Datasets.resolveUserPath(path);
        return JsonBytes.compact(Datasets.readFile(file, what), file.toString());
    }

    /** A fresh reference currency (for a shared one: {@link Dataset#reference()}). */
    public static Currency currency() {
        return read(Dataset.CURRENCY.json(), Currency.class);
    }

    /** The currency with its rates as {@code BigDecimal}s, each with the scale of its literal. */
    public static CurrencyBigDecimal currencyBigDecimal() {
        return read(Dataset.CURRENCY.json(), CurrencyBigDecimal.class);
    }

    /** Fresh default generated vectors (1000 x 1024), read by the reference mapper. */
    public static VectorDocs vectors() {
        return VectorDataset.read(VectorDataset.defaultJson(), "generated vectors");
    }

    /** A fresh reference media item. */
    public static MediaItem mediaItem() {
        return read(Dataset.MEDIA_ITEM.json(), MediaItem.class);
    }

    /** A fresh reference table (no floating point: the JSON reader's configuration does not matter here). */
    public static Table table() {
        return read(Dataset.TABLE.json(), Table.class);
    }

    public static <T> T read(byte[] json, Class<T> type) {
        try {
            return MAPPER.readValue(json, type);
        } catch (IOException e) {
            throw new DatasetException("cannot read JSON as " + type.getSimpleName() + ": " + e.getMessage().split("\n", 2)[0]);
        }
    }

    public static JsonNode tree(byte[] json) {
        try {
            return MAPPER.readTree(json);
        } catch (IOException e) {
            throw new DatasetException("cannot read JSON: " + e.getMessage().split("\n", 2)[0]);
        }
    }

    /** Untyped ({@code Map}/{@code List}) form of a JSON document. */
    public static Object untyped(byte[] json) {
        return read(json, Object.class);
    }
}
