package dev.jfpbench.core.data;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;

import java.io.ByteArrayOutputStream;
import java.io.IOException;

/** Compacts JSON documents, keeping every number's text exactly as written. */
public final class JsonBytes {
    private static final JsonFactory FACTORY = new JsonFactory();

    private JsonBytes() {
    }

    /**
     * The same document without whitespace. Numbers are copied as text, so nothing is re-rounded.
     *
     * @param source names the input in the error message
     * @throws DatasetException on malformed JSON or trailing content
     */
    public static byte[] compact(byte[] json, String source) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(json.length);
        try (JsonParser p = FACTORY.createParser(json); JsonGenerator g = FACTORY.createGenerator(out)) {
            JsonToken t = p.nextToken();
            if (t == null) {
                throw new DatasetException("malformed JSON in " + source + ": the file is empty");
            }
            for (; t != null; t = p.nextToken()) {
                if (t == JsonToken.VALUE_NUMBER_INT || t == JsonToken.VALUE_NUMBER_FLOAT) {
                    g.writeNumber(p.getText());
                } else {
                    g.copyCurrentEvent(p);
                }
                if (p.getParsingContext().inRoot() && t.isStructEnd() || p.getParsingContext().inRoot() && t.isScalarValue()) {
                    if (p.nextToken() != null) {
                        throw new DatasetException("malformed JSON in " + source + ": content after the end of the document");
                    }
                    break;
                }
            }
        } catch (JsonProcessingException e) {
            throw new DatasetException("malformed JSON in " + source + ": " + firstLine(e.getOriginalMessage())
                    + " at " + (e.getLocation() == null ? "?" : "line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr()));
        } catch (IOException e) {
            throw new DatasetException("cannot read " + source + ": " + e.getMessage());
        }
        return out.toByteArray();
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "unreadable";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
