package dev.jfpbench.core.model;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/** A table as a database dump gives it: a name and its rows (the tabular dataset, {@code Dataset.TABLE}). */
public class Table implements Serializable {
    private static final long serialVersionUID = 1L;

    public String name;
    public List<TableRow> rows;

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof Table)) return false;
        Table t = (Table) o;
        return Objects.equals(name, t.name) && Objects.equals(rows, t.rows);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, rows);
    }

    @Override
    public String toString() {
        return "Table{name=" + name + ", rows=" + rows + '}';
    }
}
