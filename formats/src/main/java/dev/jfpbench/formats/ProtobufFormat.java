package dev.jfpbench.formats;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.dataformat.protobuf.ProtobufMapper;
import com.fasterxml.jackson.dataformat.protobuf.schema.ProtobufSchema;
import com.fasterxml.jackson.dataformat.protobuf.schema.ProtobufSchemaLoader;
import dev.jfpbench.core.codec.Codec;
import dev.jfpbench.core.codec.Format;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.codec.JacksonCodec;
import dev.jfpbench.core.model.Currency;

import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Protobuf through jackson-dataformat-protobuf, with the schema kept in the repository ({@code model.proto}
 * beside this class): the schema generator cannot do {@code Map} fields, and the kept file says what is on the
 * wire. Doubles and floats are IEEE 754 (exact); {@code Currency.rates} is written and read as map entries by
 * the adapter below, straight to and from the POJO's {@code Map<String, Double>}.
 */
public final class ProtobufFormat implements Format {
    public static final ProtobufFormat INSTANCE = new ProtobufFormat();
    static final String PROTO = "model.proto";

    private final ProtobufMapper mapper = FpConfig.DEFAULT.applyTo(ProtobufMapper.builder())
            .addMixIn(Currency.class, CurrencyAsProto.class)
            .build();

    private ProtobufFormat() {
    }

    @Override
    public String name() {
        return "Protobuf";
    }

    /** Binary doubles: {@code fp} has nothing to change, and the mapper keeps every fast feature off whatever it says. */
    @Override
    public <T> Codec<T> codec(Class<T> type, FpConfig fp) {
        return JacksonCodec.of(mapper, type, schema(type.getSimpleName()));
    }

    /** The message type of that name in {@code model.proto}. */
    static ProtobufSchema schema(String message) {
        try (InputStream in = ProtobufFormat.class.getResourceAsStream(PROTO)) {
            if (in == null) {
                throw new IllegalStateException(PROTO + " is missing from the class path");
            }
            return ProtobufSchemaLoader.std.load(in, message);
        } catch (IOException e) {
            throw new IllegalStateException("cannot load message " + message + " of " + PROTO + ": " + e.getMessage(), e);
        }
    }

    /** Mix-in: Currency.rates as a protobuf map (repeated {key, value} entries). */
    abstract static class CurrencyAsProto {
        @JsonSerialize(using = RatesWriter.class)
        @JsonDeserialize(using = RatesReader.class)
        public Map<String, Double> rates;
    }

    static final class RatesWriter extends JsonSerializer<Map<String, Double>> {
        @Override
        public void serialize(Map<String, Double> rates, JsonGenerator g, SerializerProvider provider) throws IOException {
            g.writeStartArray(rates, rates.size());
            for (Map.Entry<String, Double> e : rates.entrySet()) {
                g.writeStartObject();
                g.writeStringField("key", e.getKey());
                g.writeNumberField("value", e.getValue());
                g.writeEndObject();
            }
            g.writeEndArray();
        }
    }

    static final class RatesReader extends JsonDeserializer<Map<String, Double>> {
        @Override
        public Map<String, Double> deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            if (!p.isExpectedStartArrayToken()) {
                return ctxt.reportInputMismatch(Map.class, "rates: expected map entries, got %s", p.currentToken());
            }
            Map<String, Double> rates = new LinkedHashMap<>();
            while (p.nextToken() == JsonToken.START_OBJECT) {
                String key = null;
                double value = 0.0; // protobuf's default for an absent double
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String field = p.currentName();
                    p.nextToken();
                    if ("key".equals(field)) {
                        key = p.getText();
                    } else if ("value".equals(field)) {
                        value = p.getDoubleValue();
                    } else {
                        p.skipChildren();
                    }
                }
                rates.put(key == null ? "" : key, value);
            }
            return rates;
        }
    }
}
