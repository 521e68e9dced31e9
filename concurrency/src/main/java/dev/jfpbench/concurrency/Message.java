package dev.jfpbench.concurrency;

import java.util.List;

/**
 * A small message, the shape of a REST payload (an order event): an id, strings, a boolean, two doubles, a nested
 * object and a short array of objects with a double each, and a few tags. A few hundred bytes of JSON.
 */
public class Message {
    public long id;
    public String type;
    public String created;
    public boolean paid;
    public double amount;
    public double rate;
    public Customer customer;
    public List<Item> items;
    public List<String> tags;

    /** The nested object. */
    public static class Customer {
        public int id;
        public String name;
        public String email;
        public String country;
    }

    /** An element of the short array. */
    public static class Item {
        public String sku;
        public int quantity;
        public double price;
    }

    @Override
    public String toString() {
        return "Message{id=" + id + ", type=" + type + ", amount=" + amount + ", rate=" + rate + ", items=" + (items == null ? null : items.size())
                + ", tags=" + tags + '}';
    }
}
