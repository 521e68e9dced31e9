package dev.jfpbench.core.lib;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.jfpbench.core.data.References;

/**
 * For libraries that parse into their own tree: the model as plain Java ({@code Map}, {@code List},
 * {@code String}, boxed numbers, floats staying {@code Float}) to build their tree from, and back.
 * Setup and verification only, never measured.
 */
public final class LibTrees {
    /**
     * The reference mapper, except that a number with a fraction or an exponent for an {@code int} or {@code long}
     * field fails instead of being truncated: a library that turned a table's balance into a floating-point number
     * is caught, not rounded back. Verification only.
     */
    static final ObjectMapper EXACT_INTS = References.MAPPER.copy().disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);

    private LibTrees() {
    }

    /** The model value as plain Java: maps, lists, strings, {@code Integer}/{@code Long}, {@code Double}, {@code Float}. */
    public static Object plain(Object model) {
        return References.MAPPER.convertValue(model, Object.class);
    }

    /**
     * Plain Java (as a library's tree converts to, numbers as that library holds them) bound to the dataset's
     * model class: a number goes to a {@code double} or {@code float} field by its own {@code doubleValue()} or
     * {@code floatValue()}, as a user of that tree would read it; an integer field takes only an integer
     * ({@code Integer}, {@code Long}, {@code BigInteger}) that fits it.
     */
    public static Object model(Class<?> type, Object plain) {
        return EXACT_INTS.convertValue(plain, type);
    }
}
