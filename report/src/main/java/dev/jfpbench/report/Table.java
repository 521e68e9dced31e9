package dev.jfpbench.report;

import java.util.ArrayList;
import java.util.List;

/**
 * A table of text cells, rendered as a Markdown table or as aligned plain text. Each column is left- or
 * right-aligned ({@code "llrr"}: names left, numbers right).
 */
public final class Table {
    private final List<String> headers;
    private final String align;
    private final List<List<String>> rows = new ArrayList<>();

    public Table(List<String> headers, String align) {
        if (align.length() != headers.size()) {
            throw new IllegalArgumentException("alignment " + align + " for " + headers.size() + " columns");
        }
        this.headers = List.copyOf(headers);
        this.align = align;
    }

    public Table add(List<String> row) {
        if (row.size() != headers.size()) {
            throw new IllegalArgumentException(row.size() + " cells for " + headers.size() + " columns: " + row);
        }
        rows.add(List.copyOf(row));
        return this;
    }

    public List<String> headers() {
        return headers;
    }

    public List<List<String>> rows() {
        return List.copyOf(rows);
    }

    public boolean isEmpty() {
        return rows.isEmpty();
    }

    public int size() {
        return rows.size();
    }

    public String markdown() {
        StringBuilder sb = new StringBuilder();
        line(sb, headers, true);
        sb.append('|');
        for (int i = 0; i < headers.size(); i++) {
            sb.append(align.charAt(i) == 'r' ? " ---: |" : " --- |");
        }
        sb.append('\n');
        for (List<String> r : rows) {
            line(sb, r, true);
        }
        return sb.toString();
    }

    public String text() {
        int[] width = new int[headers.size()];
        for (int i = 0; i < width.length; i++) {
            width[i] = headers.get(i).length();
            for (List<String> r : rows) {
                width[i] = Math.max(width[i], r.get(i).length());
            }
        }
        StringBuilder sb = new StringBuilder();
        textLine(sb, headers, width);
        for (List<String> r : rows) {
            textLine(sb, r, width);
        }
        return sb.toString();
    }

    private static void line(StringBuilder sb, List<String> cells, boolean escape) {
        sb.append('|');
        for (String c : cells) {
            sb.append(' ').append(escape ? c.replace("|", "\\|") : c).append(" |");
        }
        sb.append('\n');
    }

    private void textLine(StringBuilder sb, List<String> cells, int[] width) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            String c = cells.get(i);
            String pad = " ".repeat(width[i] - c.length());
            if (i > 0) {
                line.append("  ");
            }
            line.append(align.charAt(i) == 'r' ? pad + c : c + pad);
        }
        sb.append(line.toString().stripTrailing()).append('\n');
    }
}
