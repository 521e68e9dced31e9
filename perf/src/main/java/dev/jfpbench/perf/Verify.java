package dev.jfpbench.perf;

import dev.jfpbench.core.data.DatasetException;
import dev.jfpbench.core.verify.BenchmarkVerifier;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Verifies the benchmarks of the jar it runs from, as the tests do, before anything is measured:
 * <pre>java -cp target/perf-jackson-2.18.0.jar dev.jfpbench.perf.Verify [REGEX...] [-e REGEX]... [-p name=v1,v2]...</pre>
 * Every benchmark method the jar's {@code META-INF/BenchmarkList} holds that a REGEX selects and no {@code -e}
 * excludes (JMH's rules: found anywhere in {@code package.Class.method}; no REGEX: all) runs once for each
 * combination of its {@code @Param} values (a {@code -p} replaces a param's values, as in JMH), and its class
 * checks the result against the reference. Stops at the first failure.
 * <p>
 * Exit: 0 all verified (one line: how many); 1 a benchmark failed its check or threw (one line naming it and
 * the first difference); 2 bad input: bad arguments, nothing selected, or a dataset or {@code -p} file that is
 * missing or malformed (one line).
 */
public final class Verify {
    static final int VERIFIED = 0;
    static final int FAILED = 1;
    static final int BAD_INPUT = 2;
    private static final String USAGE = "usage: java -cp JAR dev.jfpbench.perf.Verify [REGEX...] [-e REGEX]... [-p name=value[,value...]]...";

    private Verify() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** What {@link #main} does, with its exit code returned and its lines written to {@code out} and {@code err}. */
    static int run(String[] args, PrintStream out, PrintStream err) {
        List<Pattern> regexes = new ArrayList<>();
        List<Pattern> excludes = new ArrayList<>();
        Map<String, List<String>> params = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("-h") || a.equals("--help")) {
                out.println(USAGE);
                return VERIFIED;
            }
            if (a.equals("-p")) {
                String p = i + 1 < args.length ? args[++i] : "";
                int eq = p.indexOf('=');
                if (eq <= 0 || eq == p.length() - 1) {
                    err.println("Verify: -p needs name=value[,value...], got '" + p + "' (" + USAGE + ")");
                    return BAD_INPUT;
                }
                params.put(p.substring(0, eq), Arrays.asList(p.substring(eq + 1).split(",")));
                continue;
            }
            boolean exclude = a.equals("-e");
            if (exclude) {
                if (i + 1 == args.length) {
                    err.println("Verify: -e needs a REGEX (" + USAGE + ")");
                    return BAD_INPUT;
                }
                a = args[++i];
            } else if (a.startsWith("-")) {
                err.println("Verify: unknown option '" + a + "' (" + USAGE + ")");
                return BAD_INPUT;
            }
            try {
                (exclude ? excludes : regexes).add(Pattern.compile(a));
            } catch (PatternSyntaxException e) {
                err.println("Verify: '" + a + "' is not a regular expression: " + e.getDescription());
                return BAD_INPUT;
            }
        }

        List<BenchmarkVerifier.Case> selected = new ArrayList<>();
        for (BenchmarkVerifier.Case c : BenchmarkVerifier.benchmarks("")) {
            String name = c.className + "." + c.method;
            if ((regexes.isEmpty() || regexes.stream().anyMatch(r -> r.matcher(name).find()))
                    && excludes.stream().noneMatch(r -> r.matcher(name).find())) {
                selected.add(c);
            }
        }
        if (selected.isEmpty()) {
            err.println("Verify: no benchmark matches " + (regexes.isEmpty() ? "(the jar lists none)" : regexes));
            return BAD_INPUT;
        }

        long start = System.nanoTime();
        int runs = 0;
        // Some setups print what they prepared ("# payload ..."): only this tool's own lines go to out.
        PrintStream stdout = System.out;
        System.setOut(new PrintStream(OutputStream.nullOutputStream()));
        try {
            for (BenchmarkVerifier.Case c : selected) {
                for (Map<String, String> p : BenchmarkVerifier.paramCombinations(c, params)) {
                    String name = c.className + "." + c.method + (p.isEmpty() ? "" : " " + p);
                    try {
                        BenchmarkVerifier.verify(c, p);
                    } catch (DatasetException e) {
                        err.println("Verify: " + name + ": " + firstLine(e.getMessage()));
                        return BAD_INPUT;
                    } catch (AssertionError e) {
                        err.println("Verify: FAILED " + name + ": " + firstLine(e.getMessage()));
                        return FAILED;
                    } catch (Exception | LinkageError e) {
                        err.println("Verify: FAILED " + name + ": " + e.getClass().getSimpleName() + ": " + firstLine(e.getMessage()));
                        return FAILED;
                    }
                    runs++;
                }
            }
        } finally {
            System.setOut(stdout);
        }
        out.printf(Locale.ROOT, "Verified %d benchmark method%s (%d run%s with their parameters) in %.1f s%n",
                selected.size(), selected.size() == 1 ? "" : "s", runs, runs == 1 ? "" : "s", (System.nanoTime() - start) / 1e9);
        return VERIFIED;
    }

    private static String firstLine(String message) {
        return message == null ? "(no message)" : message.split("\n", 2)[0];
    }
}
