package dev.jfpbench.report;


import java.util.Locale;

/**
 * The confidence of the report's intervals ({@code --confidence}), and the parsing of percentages given on the
 * command line. The intervals themselves: {@link dev.jfpbench.report.analysis.Estimator}.
 */
public record Significance(double confidence) {
    /** The default: 99%. */
    public static final Significance DEFAULT = new Significance(0.99);

    public Significance {
        if (!(confidence > 0 && confidence < 1)) {
            throw new BadInputException("confidence must be between 0% and 100% (exclusive), was " + confidence * 100 + "%");
        }
    }

    /** Parses "99%", "99" or "99.9%" (always percent). */
    public static Significance parse(String text) {
        return new Significance(Percent.parse(text, "confidence") / 100.0);
    }

    public double alpha() {
        return 1.0 - confidence;
    }

    /** A percentage given on the command line ("5%", "5", "2.5%"), as a number of percent; bad input otherwise. */
    public static double percent(String text, String what) {
        return Percent.parse(text, what);
    }

    /** "99%", "99.9%". */
    public String describe() {
        return Percent.format(confidence * 100);
    }

    /** Parsing and printing of percentages given on the command line. */
    public static final class Percent {
        private Percent() {
        }

        public static double parse(String text, String what) {
            String t = text.trim();
            if (t.endsWith("%")) {
                t = t.substring(0, t.length() - 1).trim();
            }
            try {
                double v = Double.parseDouble(t);
                if (Double.isNaN(v) || v < 0) {
                    throw new NumberFormatException();
                }
                return v;
            } catch (NumberFormatException e) {
                throw new BadInputException(what + " must be a percentage such as 5%, was '" + text + "'");
            }
        }

        public static String format(double percent) {
            String s = String.format(Locale.ROOT, "%.4f", percent).replaceAll("0+$", "").replaceAll("\\.$", "");
            return s + "%";
        }
    }
}
