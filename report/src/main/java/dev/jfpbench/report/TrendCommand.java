package dev.jfpbench.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.jfpbench.report.history.History;
import dev.jfpbench.report.history.HistoryRecord;
import dev.jfpbench.report.history.Trend;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * {@code trend --record TONIGHT.history.json --history DIR}: the gate's "since night N" alarm ({@link Trend}) on
 * tonight's record and the nights before it in the history folder. Exit 1 on an alarm, as {@code compare} does.
 */
@Command(name = "trend", mixinStandardHelpOptions = true,
        description = {"Combines tonight's candidate/baseline ratios with the nights before (same baseline, fork options, JDK, CPU; at most "
                + Trend.WINDOW + " nights)", "and flags a slowdown one night could not see. Exit 0: none; 1: a slowdown since an earlier night; 2: bad input."})
final class TrendCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--record", required = true, paramLabel = "FILE", description = "Tonight's history record (ReportTool ratios).")
    Path record;

    @Option(names = "--history", required = true, paramLabel = "DIR", description = "The folder of earlier records (searched below).")
    Path history;

    @Option(names = "--json", paramLabel = "FILE", description = "Also write the alarms as JSON.")
    Path json;

    @Override
    public Integer call() throws Exception {
        HistoryRecord tonight = HistoryRecord.read(record);
        List<HistoryRecord> earlier = new ArrayList<>();
        for (Path f : History.jsonFiles(history)) {
            var n = RunMetadata.MAPPER.readTree(f.toFile());
            if (n != null && n.isObject() && HistoryRecord.SCHEMA.equals(n.path("schema").asText()) && !Files.isSameFile(f, record)) {
                earlier.add(HistoryRecord.read(f));
            }
        }
        List<Trend.Alarm> alarms = Trend.alarms(tonight, earlier, Trend.OFFSETS);
        var out = spec.commandLine().getOut();
        if (tonight.baseline() == null || tonight.forks() == null) {
            out.println("Trend: tonight's record does not name its baseline and fork options; no nights combined.");
        } else if (alarms.isEmpty()) {
            out.println("Trend: no slowdown beyond " + Math.round(Trend.THRESHOLD * 1000) / 10.0 + "% over tonight and the nights before it with the same "
                    + "baseline, forks and rounds' mode (at most " + Trend.WINDOW + " nights).");
        }
        for (Trend.Alarm a : alarms) {
            out.println(String.format(Locale.ROOT, "TREND REGRESSION since night %s (%d nights): %s %.3f× (%.3f–%.3f)", a.since(), a.nights(),
                    a.benchmark(), a.ratio(), a.low(), a.high()));
        }
        if (json != null) {
            ObjectNode root = RunMetadata.MAPPER.createObjectNode();
            root.put("regressed", !alarms.isEmpty());
            ArrayNode list = root.putArray("alarms");
            for (Trend.Alarm a : alarms) {
                ObjectNode o = list.addObject();
                o.put("benchmark", a.benchmark());
                o.put("nights", a.nights());
                o.put("since", a.since());
                o.put("ratio", a.ratio());
                o.put("low", a.low());
                o.put("high", a.high());
            }
            Path tmp = json.resolveSibling(json.getFileName() + ".tmp");
            RunMetadata.MAPPER.writeValue(tmp.toFile(), root);
            Files.move(tmp, json, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        return alarms.isEmpty() ? ReportTool.OK : ReportTool.REGRESSION;
    }
}
