package dev.jfpbench.concurrency;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

import java.io.IOException;
import java.util.ArrayList;

/**
 * A {@link Message} read and written by hand on Jackson's streaming API, no databind: what a hand-written codec of a
 * REST framework does. Unknown fields and wrong tokens fail, so a read that skips a field cannot pass as right.
 */
final class MessageStreaming {
    private MessageStreaming() {
    }

    static Message read(JsonParser p) throws IOException {
        Message m = new Message();
        expect(p, p.nextToken(), JsonToken.START_OBJECT);
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            p.nextToken();
            switch (name) {
                case "id" -> m.id = p.getLongValue();
                case "type" -> m.type = p.getText();
                case "created" -> m.created = p.getText();
                case "paid" -> m.paid = p.getBooleanValue();
                case "amount" -> m.amount = p.getDoubleValue();
                case "rate" -> m.rate = p.getDoubleValue();
                case "customer" -> m.customer = customer(p);
                case "items" -> m.items = items(p);
                case "tags" -> m.tags = tags(p);
                default -> throw new JsonParseException(p, "unknown field " + name);
            }
        }
        expect(p, p.currentToken(), JsonToken.END_OBJECT);
        return m;
    }

    private static Message.Customer customer(JsonParser p) throws IOException {
        expect(p, p.currentToken(), JsonToken.START_OBJECT);
        Message.Customer c = new Message.Customer();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            p.nextToken();
            switch (name) {
                case "id" -> c.id = p.getIntValue();
                case "name" -> c.name = p.getText();
                case "email" -> c.email = p.getText();
                case "country" -> c.country = p.getText();
                default -> throw new JsonParseException(p, "unknown customer field " + name);
            }
        }
        return c;
    }

    private static ArrayList<Message.Item> items(JsonParser p) throws IOException {
        expect(p, p.currentToken(), JsonToken.START_ARRAY);
        ArrayList<Message.Item> items = new ArrayList<>();
        while (p.nextToken() == JsonToken.START_OBJECT) {
            Message.Item i = new Message.Item();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String name = p.currentName();
                p.nextToken();
                switch (name) {
                    case "sku" -> i.sku = p.getText();
                    case "quantity" -> i.quantity = p.getIntValue();
                    case "price" -> i.price = p.getDoubleValue();
                    default -> throw new JsonParseException(p, "unknown item field " + name);
                }
            }
            items.add(i);
        }
        return items;
    }

    private static ArrayList<String> tags(JsonParser p) throws IOException {
        expect(p, p.currentToken(), JsonToken.START_ARRAY);
        ArrayList<String> tags = new ArrayList<>();
        while (p.nextToken() == JsonToken.VALUE_STRING) {
            tags.add(p.getText());
        }
        return tags;
    }

    private static void expect(JsonParser p, JsonToken t, JsonToken expected) throws JsonParseException {
        if (t != expected) {
            throw new JsonParseException(p, "expected " + expected + ", found " + t);
        }
    }

    static void write(JsonGenerator g, Message m) throws IOException {
        g.writeStartObject();
        g.writeNumberField("id", m.id);
        g.writeStringField("type", m.type);
        g.writeStringField("created", m.created);
        g.writeBooleanField("paid", m.paid);
        g.writeNumberField("amount", m.amount);
        g.writeNumberField("rate", m.rate);
        g.writeObjectFieldStart("customer");
        g.writeNumberField("id", m.customer.id);
        g.writeStringField("name", m.customer.name);
        g.writeStringField("email", m.customer.email);
        g.writeStringField("country", m.customer.country);
        g.writeEndObject();
        g.writeArrayFieldStart("items");
        for (Message.Item i : m.items) {
            g.writeStartObject();
            g.writeStringField("sku", i.sku);
            g.writeNumberField("quantity", i.quantity);
            g.writeNumberField("price", i.price);
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeArrayFieldStart("tags");
        for (String t : m.tags) {
            g.writeString(t);
        }
        g.writeEndArray();
        g.writeEndObject();
    }
}
