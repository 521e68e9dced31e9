package dev.jfpbench.report.site;

import java.util.List;
import java.util.Locale;

/** The few HTML and SVG pieces every page of the site is made of: escaping, the page frame, an interval chart. */
final class Html {
    private Html() {
    }

    static String esc(String s) {
        if (s == null) {
            return "";
        }
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    /** Markdown's **bold** of the findings' cell texts, escaped. */
    static String text(String s) {
        return esc(s).replaceAll("\\*\\*(.+?)\\*\\*", "<strong>$1</strong>");
    }

    static String num(double v) {
        return String.format(Locale.ROOT, v >= 1000 ? "%.2e" : "%.3f", v);
    }

    /** A whole page: the shared stylesheet, the navigation, and the body; {@code script} a site file or null. */
    static String page(String title, String nav, String body, String script) {
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" + esc(title) + " - jfp-bench</title>\n"
                + "<link rel=\"icon\" href=\"data:,\">\n<link rel=\"stylesheet\" href=\"site.css\">\n"
                + (script == null ? "" : "<script src=\"" + script + "\" defer></script>\n")
                + "</head>\n<body>\n" + nav + "<main>\n<h1>" + esc(title) + "</h1>\n" + body + "</main>\n</body>\n</html>\n";
    }

    /** One row of an interval chart: a label, the ratio and its interval (NaN ends: no interval), a link or null. */
    record Mark(String label, double ratio, double low, double high, String cssClass, String href) {
    }

    /**
     * An interval chart on a log scale: per mark a bar from low to high with a point at the ratio, and the line at
     * 1.0. Each mark is one {@code <g class="mark" data-row="i">}, in the order of the table {@code tableId} shows them.
     */
    static String chart(String tableId, List<Mark> marks) {
        double lo = 1, hi = 1;
        for (Mark m : marks) {
            for (double v : new double[] {m.ratio(), m.low(), m.high()}) {
                if (Double.isFinite(v) && v > 0) {
                    lo = Math.min(lo, v);
                    hi = Math.max(hi, v);
                }
            }
        }
        double lmin = Math.log(lo) - 0.05, lmax = Math.log(hi) + 0.05;
        int left = 300, width = 420, row = 20, top = 10;
        int h = top + row * marks.size() + 30;
        StringBuilder sb = new StringBuilder();
        sb.append("<svg class=\"chart\" data-table=\"").append(esc(tableId)).append("\" width=\"")
                .append(left + width + 20).append("\" height=\"").append(h).append("\" role=\"img\" aria-label=\"interval chart of the table ")
                .append(esc(tableId)).append("\">\n");
        double x1 = x(1, lmin, lmax, left, width);
        sb.append(String.format(Locale.ROOT, "<line class=\"one\" x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\"/>%n", x1, top - 5, x1, h - 25));
        sb.append(String.format(Locale.ROOT, "<text class=\"axis\" x=\"%.1f\" y=\"%d\">1.0</text>%n", x1 - 8, h - 10));
        sb.append(String.format(Locale.ROOT, "<text class=\"axis\" x=\"%d\" y=\"%d\">%s</text>%n", left, h - 10, num(lo)));
        sb.append(String.format(Locale.ROOT, "<text class=\"axis\" x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>%n", left + width, h - 10, num(hi)));
        for (int i = 0; i < marks.size(); i++) {
            Mark m = marks.get(i);
            int y = top + row * i + row / 2;
            StringBuilder g = new StringBuilder();
            g.append("<g class=\"mark").append(m.cssClass() == null ? "" : " " + m.cssClass()).append("\" data-row=\"").append(i).append("\">");
            g.append("<title>").append(esc(m.label())).append(": ").append(num(m.ratio()))
                    .append(Double.isFinite(m.low()) ? " (" + num(m.low()) + "–" + num(m.high()) + ")" : " (no interval)").append("</title>");
            g.append(String.format(Locale.ROOT, "<text class=\"label\" x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>", left - 8, y + 4,
                    esc(m.label().length() > 46 ? m.label().substring(0, 45) + "…" : m.label())));
            if (Double.isFinite(m.low()) && Double.isFinite(m.high()) && m.low() > 0) {
                g.append(String.format(Locale.ROOT, "<line class=\"ci\" x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\"/>",
                        x(m.low(), lmin, lmax, left, width), y, x(m.high(), lmin, lmax, left, width), y));
            }
            g.append(String.format(Locale.ROOT, "<circle class=\"point\" cx=\"%.1f\" cy=\"%d\" r=\"4\"/>", x(m.ratio(), lmin, lmax, left, width), y));
            g.append("</g>");
            String mark = m.href() == null ? g.toString() : "<a href=\"" + esc(m.href()) + "\">" + g + "</a>";
            sb.append(mark).append('\n');
        }
        return sb.append("</svg>\n").toString();
    }

    private static double x(double v, double lmin, double lmax, int left, int width) {
        return left + (Math.log(Math.max(v, 1e-12)) - lmin) / (lmax - lmin) * width;
    }
}
