package dev.jfpbench.core.model;

import java.io.Serializable;
import java.util.Objects;

/**
 * One row of the tabular dataset: mixed columns and no floating point (money in cents, the time as ISO-8601 text),
 * as a users table of a web application dumps it. Every field is always present (no nulls).
 */
public class TableRow implements Serializable {
    private static final long serialVersionUID = 1L;

    public int id;
    public String username;
    public String email;
    public String name;
    public int age;
    public long balance; // in cents
    public boolean active;
    public String created;
    public String country;

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof TableRow)) return false;
        TableRow r = (TableRow) o;
        return id == r.id && age == r.age && balance == r.balance && active == r.active
                && Objects.equals(username, r.username) && Objects.equals(email, r.email) && Objects.equals(name, r.name)
                && Objects.equals(created, r.created) && Objects.equals(country, r.country);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, username, email, name, age, balance, active, created, country);
    }

    @Override
    public String toString() {
        return "TableRow{id=" + id + ", username=" + username + ", email=" + email + ", name=" + name + ", age=" + age
                + ", balance=" + balance + ", active=" + active + ", created=" + created + ", country=" + country + '}';
    }
}
