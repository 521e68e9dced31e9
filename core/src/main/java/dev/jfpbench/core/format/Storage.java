package dev.jfpbench.core.format;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

import java.io.IOException;

/** How the {@code emb} floats of the vector dataset are held in a format's bytes. */
public enum Storage {
    DECIMAL_TEXT("decimal text"),
    FLOAT32("32-bit binary floats"),
    FLOAT64("64-bit binary doubles"),
    BASE64("packed Base64 text"),
    OTHER("something else");

    private final String description;

    Storage(String description) {
        this.description = description;
    }

    @Override
    public String toString() {
        return description;
    }

    /** How the first {@code emb} value is stored in {@code bytes}, read by a parser of {@code factory}'s format. */
    static Storage of(JsonFactory factory, byte[] bytes) throws IOException {
        try (JsonParser p = factory.createParser(bytes)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                if (t == JsonToken.FIELD_NAME && "emb".equals(p.currentName())) {
                    return ofValue(factory, p, p.nextToken());
                }
            }
        }
        return OTHER;
    }

    private static Storage ofValue(JsonFactory factory, JsonParser p, JsonToken t) throws IOException {
        if (t == JsonToken.VALUE_STRING) {
            return BASE64;
        }
        if (t != JsonToken.START_ARRAY) {
            return OTHER;
        }
        t = p.nextToken();
        if (t != JsonToken.VALUE_NUMBER_FLOAT && t != JsonToken.VALUE_NUMBER_INT) {
            return OTHER;
        }
        if (!factory.canHandleBinaryNatively()) {
            return DECIMAL_TEXT;
        }
        switch (p.getNumberType()) {
            case FLOAT: return FLOAT32;
            case DOUBLE: return FLOAT64;
            default: return OTHER;
        }
    }
}
