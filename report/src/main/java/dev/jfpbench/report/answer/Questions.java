package dev.jfpbench.report.answer;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The questions of the answer table, written once: the README's table (finding "answer"), the campaign that measures
 * it ({@code scripts/answer.sh}, the runner's {@code --answer}) and a user's own table all ask these.
 */
public final class Questions {
    private Questions() {
    }

    public static final String PARSER = "USE_FAST_DOUBLE_PARSER";
    public static final String WRITER = "USE_FAST_DOUBLE_WRITER";
    public static final String BIG = "USE_FAST_BIG_NUMBER_PARSER";

    public static final List<Question> ALL = List.of(
            new Question.Pair("Currency read: 163 short decimals (JSON)", PARSER, "JsonStdReadVanilla.readCurrencyPojoFast", "JsonStdReadVanilla.readCurrencyPojoDefault", Map.of(), false),
            new Question.Pair("Currency write", WRITER, "JsonStdWriteVanilla.writeCurrencyPojoFast", "JsonStdWriteVanilla.writeCurrencyPojoDefault", Map.of(), false),
            new Question.Pair("Embedding vectors read: 1024 floats a vector, mostly 7 or 8 digits", PARSER, "VectorHeavyReadWrite.fastFPRead", "VectorHeavyReadWrite.defaultRead", Map.of(), false),
            new Question.Pair("Embedding vectors write", WRITER, "VectorHeavyReadWrite.fastFPWrite", "VectorHeavyReadWrite.defaultWrite", Map.of(), false),
            new Question.Pair("Full doubles read: 17 digits", PARSER, "JsonDigitsDouble.readFast", "JsonDigitsDouble.readDefault", Map.of("digits", "17"), false),
            new Question.Pair("Full doubles write: 17 digits", WRITER, "JsonDigitsDouble.writeFast", "JsonDigitsDouble.writeDefault", Map.of("digits", "17"), false),
            new Question.Pair("BigDecimal read: the currency as BigDecimal", BIG, "JsonStdReadVanilla.readCurrencyBigDecPojoFast",
                    "JsonStdReadVanilla.readCurrencyBigDecPojoDefault", Map.of(), false),
            new Question.Pair("Control: Smile currency read (binary doubles)", "", "SmileStdReadVanilla.readCurrencyPojoFast", "SmileStdReadVanilla.readCurrencyPojoDefault", Map.of(), true),
            new Question.Pair("Control: CBOR currency read (binary doubles)", "", "CBORStdReadVanilla.readCurrencyPojoFast", "CBORStdReadVanilla.readCurrencyPojoDefault", Map.of(), true),
            new Question.Best("Fastest binary format over JSON: currency read", Question.Kind.FORMAT, "readCurrency", "currency"),
            new Question.Best("Fastest binary format over JSON: currency write", Question.Kind.FORMAT, "writeCurrency", "currency"),
            new Question.Best("Fastest binary format over JSON: vectors read", Question.Kind.FORMAT, "readVectors", "vectors"),
            new Question.Best("Fastest binary format over JSON: vectors write", Question.Kind.FORMAT, "writeVectors", "vectors"),
            new Question.Best("Fastest exact JSON library: currency read", Question.Kind.LIBRARY, "read", "currency"),
            new Question.Best("Fastest exact JSON library: vectors read", Question.Kind.LIBRARY, "read", "vectors"),
            new Question.Best("Fastest exact JSON library: currency write", Question.Kind.LIBRARY, "write", "currency"),
            new Question.Best("Fastest exact JSON library: vectors write", Question.Kind.LIBRARY, "write", "vectors"));

    /**
     * The README's answer table: the fast options and their controls (its second table, the fastest format and library,
     * is the {@link Question.Best} questions, asked with {@code --question '^Fastest'}). What a campaign asks by default.
     */
    public static final List<Question> TABLE = ALL.stream().filter(q -> q instanceof Question.Pair).toList();

    /** The half-width a settled answer has at most, unless a campaign is given another (scripts/answer.sh --target; the best-of table's: 3%). */
    public static final double TARGET = 0.02;

    /** The JMH parameters the campaign fixes (the digit count of the doubles rows, uncompressed JSON as the formats' reference). */
    public static final List<String> PARAMS = List.of("digits=17", "compression=none");

    /**
     * The questions whose text matches {@code regex} (found anywhere, case ignored; null: the answer table's, {@link #TABLE};
     * "." every one), e.g. "vectors" for the embedding rows of both tables; bad input when none does, naming them.
     */
    public static List<Question> matching(String regex) {
        if (regex == null) {
            return TABLE;
        }
        java.util.regex.Pattern p;
        try {
            p = java.util.regex.Pattern.compile(regex, java.util.regex.Pattern.CASE_INSENSITIVE);
        } catch (java.util.regex.PatternSyntaxException e) {
            throw new dev.jfpbench.report.BadInputException("--question '" + regex + "' is not a regex: " + e.getDescription());
        }
        List<Question> out = ALL.stream().filter(q -> p.matcher(q.text()).find()).toList();
        if (out.isEmpty()) {
            throw new dev.jfpbench.report.BadInputException("--question '" + regex + "' matches no question; they are: "
                    + ALL.stream().map(Question::text).collect(Collectors.joining("; ")));
        }
        return out;
    }

    /** What the questions can do without on a user's vectors file ({@link Question#droppable}) as one regex; empty for nothing. */
    public static String droppable(List<Question> questions) {
        return questions.stream().map(Question::droppable).filter(r -> !r.isEmpty()).map(r -> "(" + r + ")").collect(Collectors.joining("|"));
    }

    /** Every question's benchmarks as one regex (the campaign's selection). */
    public static String regex(List<Question> questions) {
        return questions.stream().map(q -> "(" + q.regex() + ")").collect(Collectors.joining("|"));
    }
}
