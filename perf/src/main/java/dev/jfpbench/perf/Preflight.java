package dev.jfpbench.perf;

import dev.jfpbench.core.data.DatasetException;
import dev.jfpbench.core.data.References;
import dev.jfpbench.core.data.VectorDataset;

import java.lang.instrument.Instrumentation;
import java.util.Arrays;
import java.util.List;

/**
 * Checks the user's input files before JMH starts. JMH's own {@code Main} stays the jar's main class; this
 * runs first because the manifest names it {@code Launcher-Agent-Class} (a JDK feature of {@code java -jar}).
 * Without it, a missing {@code -p payload=FILE} would fail inside each fork and JMH would still exit 0.
 * A bad file: one line on stderr, exit 2.
 */
public final class Preflight {
    private Preflight() {
    }

    public static void agentmain(String agentArgs, Instrumentation inst) {
        List<String> args = ProcessHandle.current().info().arguments().map(Arrays::asList).orElse(List.of());
        String error = check(args);
        if (error != null) {
            System.err.println("ERROR: " + error);
            System.exit(2);
        }
    }

    /** The first problem with a {@code -p payload=...} or {@code -p vectors=...} file, or null. */
    static String check(List<String> args) {
        for (int i = 0; i + 1 < args.size(); i++) {
            if (!args.get(i).equals("-p")) {
                continue;
            }
            String param = args.get(i + 1);
            int eq = param.indexOf('=');
            if (eq < 0) {
                continue;
            }
            String name = param.substring(0, eq);
            for (String value : param.substring(eq + 1).split(",")) {
                try {
                    if (name.equals("payload")) {
                        References.userJson(value, "payload");
                    } else if (name.equals("vectors") && !value.isEmpty()) {
                        VectorDataset.json(value);
                    }
                } catch (DatasetException e) {
                    return e.getMessage();
                }
            }
        }
        return null;
    }
}
