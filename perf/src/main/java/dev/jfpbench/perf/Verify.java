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
 * <pre>java -cp target/perf-jackson-2.18.0.jar dev.jfpbench.perf.Verify [REGEX...] [-e REGEX]... [-p name=v1,v2]... [--drop REGEX --dropped FILE]</pre>
 * Every benchmark method the jar's {@code META-INF/BenchmarkList} holds that a REGEX selects and no {@code -e}
 * excludes (JMH's rules: found anywhere in {@code package.Class.method}; no REGEX: all) runs once for each
 * combination of its {@code @Param} values (a {@code -p} replaces a param's values, as in JMH), and its class
 * checks the result against the reference. Stops at the first failure, except of a benchmark {@code --drop} selects
 * (a contender a campaign can do without, e.g. a library that cannot read a user's vectors file exactly): that one is
 * dropped, not failed, and written to the {@code --dropped} file for the script to leave out (JSON, written to a
 * temporary name and renamed: {@code benchmarks}, their names; {@code why}, a line each; {@code dropped}, each run
 * with its parameters and reason).
 * <p>
 * Exit: 0 all verified (one line: how many); 1 a benchmark failed its check or threw (one line naming it and
 * the first difference); 2 bad input: bad arguments, nothing selected, or a dataset or {@code -p} file that is
 * missing or malformed (one line).
 */
public final class Verify {
    static final int VERIFIED = 0;
    static final int FAILED = 1;
    static final int BAD_INPUT = 2;
    private static final String USAGE = "usage: java -cp JAR dev.jfpbench.perf.Verify [REGEX...] [-e REGEX]... [-p name=value[,value...]]... "
            + "[--drop REGEX --dropped FILE]";

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
        Pattern drop = null;
        java.nio.file.Path dropped = null;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("-h") || a.equals("--help")) {
                out.println(USAGE);
                return VERIFIED;
            }
            if (a.equals("--drop") || a.equals("--dropped")) {
                if (i + 1 == args.length) {
                    err.println("Verify: " + a + " needs a value (" + USAGE + ")");
                    return BAD_INPUT;
                }
                String v = args[++i];
                if (a.equals("--dropped")) {
                    dropped = java.nio.file.Path.of(v);
                    continue;
                }
                try {
                    drop = Pattern.compile(v);
                } catch (PatternSyntaxException e) {
                    err.println("Verify: '" + v + "' is not a regular expression: " + e.getDescription());
                    return BAD_INPUT;
                }
                continue;
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

        if ((drop == null) != (dropped == null)) {
            err.println("Verify: --drop and --dropped go together (" + USAGE + ")");
            return BAD_INPUT;
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
        List<Map<String, Object>> droppedOnes = new ArrayList<>();
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
                    } catch (AssertionError | Exception | LinkageError e) {
                        String why = (e instanceof AssertionError ? "" : e.getClass().getSimpleName() + ": ") + firstLine(e.getMessage());
                        if (drop != null && drop.matcher(c.className + "." + c.method).find()) {
                            droppedOnes.add(Map.of("benchmark", c.className + "." + c.method, "params", p, "reason", why));
                            continue;
                        }
                        err.println("Verify: FAILED " + name + ": " + why);
                        return FAILED;
                    }
                    runs++;
                }
            }
        } finally {
            System.setOut(stdout);
        }
        if (dropped != null) {
            try {
                java.nio.file.Path tmp = java.nio.file.Path.of(dropped + ".tmp");
                // "benchmarks" and "why" for a script (one value a line through jfp_get), "dropped" with each run's parameters
                Map<String, Object> json = new LinkedHashMap<>();
                json.put("benchmarks", droppedOnes.stream().map(d -> d.get("benchmark")).distinct().toList());
                json.put("why", droppedOnes.stream().map(d -> {
                    String b = simple((String) d.get("benchmark"));
                    String r = (String) d.get("reason");
                    return r.startsWith(b) ? r : b + ": " + r;
                }).distinct().toList());
                json.put("dropped", droppedOnes);
                new com.fasterxml.jackson.databind.ObjectMapper().writeValue(tmp.toFile(), json);
                java.nio.file.Files.move(tmp, dropped, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            } catch (java.io.IOException e) {
                err.println("Verify: cannot write " + dropped + ": " + e.getMessage());
                return BAD_INPUT;
            }
        }
        long methods = selected.size() - droppedOnes.stream().map(d -> d.get("benchmark")).distinct().count();
        out.printf(Locale.ROOT, "Verified %d benchmark method%s (%d run%s with their parameters) in %.1f s%s%n",
                methods, methods == 1 ? "" : "s", runs, runs == 1 ? "" : "s", (System.nanoTime() - start) / 1e9,
                droppedOnes.isEmpty() ? "" : "; dropped " + droppedOnes.size() + " that --drop allows (" + dropped + ")");
        return VERIFIED;
    }

    /** {@code Class.method} of {@code package.Class.method}. */
    static String simple(String name) {
        int m = name.lastIndexOf('.');
        return name.substring(name.lastIndexOf('.', m - 1) + 1);
    }

    private static String firstLine(String message) {
        return message == null ? "(no message)" : message.split("\n", 2)[0];
    }
}
