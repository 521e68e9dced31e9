package dev.jfpbench.core.model;

import java.io.Serializable;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Embedding vectors in the shape of a public embedding set (BEIR scidocs with 1024-dimension embeddings):
 * {@code {"data":[{"_id":"...","text":"...","emb":[1024 floats]}, ...]}}.
 */
public class VectorDocs implements Serializable {
    private static final long serialVersionUID = 1L;

    public List<Row> data;

    /** A deep copy: new rows and new float arrays, nothing shared with this. */
    public VectorDocs copy() {
        VectorDocs c = new VectorDocs();
        c.data = new java.util.ArrayList<>(data.size());
        for (Row r : data) {
            Row n = new Row();
            n._id = r._id;
            n.text = r.text;
            n.emb = r.emb == null ? null : r.emb.clone();
            c.data.add(n);
        }
        return c;
    }

    /** Total number of floats over all rows. */
    public int floatCount() {
        int n = 0;
        for (Row r : data) {
            n += r.emb.length;
        }
        return n;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof VectorDocs && Objects.equals(data, ((VectorDocs) o).data);
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(data);
    }

    @Override
    public String toString() {
        return "VectorDocs{" + (data == null ? "null" : data.size() + " rows") + '}';
    }

    /** One document and its embedding. {@link #equals} compares the floats bit for bit. */
    public static class Row implements Serializable {
        private static final long serialVersionUID = 1L;

        public String _id;
        public String text;
        public float[] emb;

        @Override
        public boolean equals(Object o) {
            if (this == o) return true;
            if (!(o instanceof Row)) return false;
            Row r = (Row) o;
            return Objects.equals(_id, r._id) && Objects.equals(text, r.text) && Arrays.equals(emb, r.emb);
        }

        @Override
        public int hashCode() {
            return Objects.hash(_id, text) * 31 + Arrays.hashCode(emb);
        }

        @Override
        public String toString() {
            return "Row{_id=" + _id + ", text=" + text + ", emb=" + (emb == null ? "null" : emb.length + " floats") + '}';
        }
    }
}
