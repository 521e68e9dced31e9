package dev.jfpbench.report.findings;

import dev.jfpbench.report.analysis.Estimate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The answer table as one picture (an SVG file GitHub shows in the README): per question and JDK a bar from the low to
 * the high end of its interval with a point at the ratio, on a log scale, the line at 1 and the ±5% band of "the same".
 * Made from the same table as the block beside it, so the two cannot disagree; {@code scripts/findings.sh --check}
 * fails when the committed picture differs from what the table draws now.
 */
public final class AnswerPicture {
    /** Where the picture lives, from the repository root. */
    public static final String FILE = "docs/answer.svg";

    private AnswerPicture() {
    }

    private record Bar(String label, double ratio, double low, double high, String verdict) {
    }

    /** The SVG of a table's measured cells (the Fast/Default rows and controls; best-of rows are ratios of another kind and left out). */
    public static String svg(FindingTable t) {
        List<Bar> bars = new ArrayList<>();
        for (List<Cell> row : t.rows()) {
            String question = row.get(0).text();
            for (int j = 1; j < row.size() - 1; j++) {
                Cell c = row.get(j);
                Optional<Estimate> e = c.estimate();
                if (e.isEmpty() || !c.prefix().startsWith("Fast/Default") || !e.get().ci().defined()) {
                    continue;
                }
                bars.add(new Bar(question + ", " + t.headers().get(j), e.get().ci().ratio(), e.get().ci().low(), e.get().ci().high(),
                        e.get().verdict().name().toLowerCase(Locale.ROOT)));
            }
        }
        double lo = 1 / 1.1;
        double hi = 1.1;
        for (Bar b : bars) {
            lo = Math.min(lo, b.low());
            hi = Math.max(hi, b.high());
        }
        double lmin = Math.log(lo) - 0.05;
        double lmax = Math.log(hi) + 0.05;
        int left = 430;
        int width = 440;
        int row = 18;
        int top = 30;
        int h = top + row * bars.size() + 34;
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" "
                + "font-family=\"sans-serif\" font-size=\"12\">%n", left + width + 20, h, left + width + 20, h));
        sb.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
        sb.append("<text x=\"10\" y=\"18\" font-weight=\"bold\">Fast over Default, with its ").append(Math.round(Context.CONFIDENCE * 100))
                .append("% interval (log scale; the band: the same within ±").append(Math.round(Context.THRESHOLD * 100)).append("%)</text>\n");
        double b0 = x(1 / (1 + Context.THRESHOLD), lmin, lmax, left, width);
        double b1 = x(1 + Context.THRESHOLD, lmin, lmax, left, width);
        sb.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"#eeeeee\"/>%n", b0, top - 4, b1 - b0, row * bars.size() + 8));
        double one = x(1, lmin, lmax, left, width);
        sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#555555\"/>%n", one, top - 6, one, h - 26));
        for (double tick : new double[] {lo, 1, hi}) {
            sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" fill=\"#555555\">%s×</text>%n",
                    x(tick, lmin, lmax, left, width), h - 10, num(tick)));
        }
        for (int i = 0; i < bars.size(); i++) {
            Bar b = bars.get(i);
            int y = top + row * i + row / 2;
            String colour = switch (b.verdict()) {
                case "faster" -> "#1a7f37";
                case "slower" -> "#cf222e";
                case "within" -> "#57606a";
                default -> "#9a6700";
            };
            sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>", left - 8, y + 4, esc(b.label())));
            sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"/>",
                    x(b.low(), lmin, lmax, left, width), y, x(b.high(), lmin, lmax, left, width), y, colour));
            sb.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%d\" r=\"3.5\" fill=\"%s\"><title>%s: %s× (%s–%s), %s</title></circle>%n",
                    x(b.ratio(), lmin, lmax, left, width), y, colour, esc(b.label()), num(b.ratio()), num(b.low()), num(b.high()), b.verdict()));
        }
        sb.append("</svg>\n");
        return sb.toString();
    }

    private static double x(double v, double lmin, double lmax, int left, int width) {
        return left + (Math.log(v) - lmin) / (lmax - lmin) * width;
    }

    private static String num(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
