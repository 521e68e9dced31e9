package dev.jfpbench.xml;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import com.fasterxml.jackson.dataformat.xml.XmlMapper;
import com.fasterxml.jackson.dataformat.xml.deser.FromXmlParser;
import com.fasterxml.jackson.dataformat.xml.ser.ToXmlGenerator;
import dev.jfpbench.core.data.DatasetException;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.codec.FpConfig;
import dev.jfpbench.core.format.Jackson2Format;

import javax.xml.namespace.QName;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.regex.Pattern;

/**
 * The XML binding (jackson-dataformat-xml over Woodstox): the only format-specific code of this module.
 * Two settings besides the floating-point features, both so that one XML document means what its JSON means:
 * lists are repeated elements ({@code defaultUseWrapper(false)}, the shape Jackson gives untyped data and trees
 * in XML), and an empty element reads as null ({@code EMPTY_ELEMENT_AS_NULL}; Jackson writes null as one).
 */
public final class XmlFormat {
    public static final Jackson2Format INSTANCE = Jackson2Format.of("XML", false, XmlFormat::builder).convertingWith(XmlFormat::fromJson);

    /** The element names used here: letters, digits, '_', '-' and '.', not starting with a digit, '-' or '.'. */
    private static final Pattern XML_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_.-]*");
    /** The root element of a converted document; a read ignores it, as Jackson's XML reads do. */
    static final String ROOT = "root";

    private XmlFormat() {
    }

    static MapperBuilder<?, ?> builder() {
        return XmlMapper.builder()
                .defaultUseWrapper(false)
                .enable(FromXmlParser.Feature.EMPTY_ELEMENT_AS_NULL);
    }

    /**
     * The JSON document as XML, every number's text kept as written (so XML, like JSON, hands the reader the
     * dataset's own decimal text), arrays as repeated elements. JSON that XML cannot carry both ways fails with
     * one line naming where: a root that is not an object, an array in an array, an array of fewer than two
     * values (XML reads one repeated element as a single value), an empty string (read back as null), a name
     * that is not an XML element name.
     */
    static byte[] fromJson(byte[] compactJson) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonParser p = References.MAPPER.getFactory().createParser(compactJson);
             ToXmlGenerator g = ((XmlMapper) builder().build()).getFactory().createGenerator(out)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw cannot("$", "the document is not a JSON object");
            }
            g.setNextName(new QName(ROOT));
            copy(p, g, "$");
        } catch (IOException e) {
            throw new DatasetException("cannot convert JSON to XML: " + e.getMessage().split("\n", 2)[0]);
        }
        return out.toByteArray();
    }

    /** Copies the value at the parser's current token. */
    private static void copy(JsonParser p, ToXmlGenerator g, String path) throws IOException {
        switch (p.currentToken()) {
            case START_OBJECT:
                g.writeStartObject();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    String at = path + "." + name;
                    if (!XML_NAME.matcher(name).matches()) {
                        throw cannot(at, "'" + name + "' is not an XML element name");
                    }
                    g.writeFieldName(name);
                    if (p.nextToken() == JsonToken.START_ARRAY) {
                        copyArray(p, g, at);
                    } else {
                        copy(p, g, at);
                    }
                }
                g.writeEndObject();
                return;
            case START_ARRAY:
                throw cannot(path, "an array in an array");
            case VALUE_NUMBER_INT:
            case VALUE_NUMBER_FLOAT:
                g.writeNumber(p.getText());
                return;
            case VALUE_STRING:
                if (p.getText().isEmpty()) {
                    throw cannot(path, "an empty string (XML reads an empty element as null)");
                }
                g.writeString(p.getText());
                return;
            case VALUE_TRUE:
            case VALUE_FALSE:
                g.writeBoolean(p.getBooleanValue());
                return;
            case VALUE_NULL:
                g.writeNull();
                return;
            default:
                throw cannot(path, "unexpected " + p.currentToken());
        }
    }

    private static void copyArray(JsonParser p, ToXmlGenerator g, String path) throws IOException {
        g.writeStartArray();
        int n = 0;
        while (p.nextToken() != JsonToken.END_ARRAY) {
            copy(p, g, path + "[" + n++ + "]");
        }
        if (n < 2) {
            throw cannot(path, n == 0 ? "an empty array" : "an array of one value (XML reads one repeated element as a single value)");
        }
        g.writeEndArray();
    }

    private static DatasetException cannot(String path, String what) {
        return new DatasetException("XML cannot carry this JSON both ways: " + what + " at " + path);
    }
}
