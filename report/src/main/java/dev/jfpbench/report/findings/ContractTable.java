package dev.jfpbench.report.findings;

import dev.jfpbench.report.BadInputException;

import java.util.ArrayList;
import java.util.List;

/**
 * The contract selections as the jar states them ({@code RunTool select --contract}, which reads the runner's
 * {@code Contract}): each regex and exactly the benchmarks it must select. No figures; shown so the docs never
 * retype the regexes.
 */
public record ContractTable(String id, String title) implements Finding {
    @Override
    public FindingTable table(Context c) {
        List<Context.Selection> selections = c.contract().orElseThrow(() -> new BadInputException(
                "the contract is read from the jar: run scripts/findings.sh, which passes it"));
        List<List<Cell>> rows = new ArrayList<>();
        for (Context.Selection s : selections) {
            rows.add(List.of(Cell.text("`\"" + s.regex() + "\"`"), Cell.text(String.valueOf(s.selects().size())),
                    Cell.text(String.join(", ", s.selects()))));
        }
        return new FindingTable(id, title, List.of("Selection", "Selects", "Exactly these benchmarks"), rows, List.of(),
                "From `RunTool select --contract` (runner's Contract); PerfJarIT checks each selection against the built jar.", List.of());
    }
}
