package dev.jfpbench.report;

import com.fasterxml.jackson.databind.JsonNode;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/**
 * {@code get FILE POINTER}: one value of a JSON file the tools wrote (a run summary, a comparison), for scripts:
 * a text or number as it is, each element of an array on a line of its own. Scripts read the tools' JSON through
 * this instead of scraping their printed text.
 */
@Command(name = "get", mixinStandardHelpOptions = true,
        description = {"Prints one value of a JSON file by JSON pointer (RFC 6901), e.g. get summary.json /results/A.",
                "Scalars as text; an array's elements one per line. Exit 2 when the file or the value is missing."})
final class GetCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FILE")
    Path file;

    @Parameters(index = "1", paramLabel = "POINTER", description = "e.g. /regressed, /results/0, /counts/slower")
    String pointer;

    @Override
    public Integer call() throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new BadInputException(file + ": no such file");
        }
        JsonNode root;
        try {
            root = RunMetadata.MAPPER.readTree(file.toFile());
        } catch (IOException e) {
            throw new BadInputException(file + ": not JSON (" + String.valueOf(e.getMessage()).split("\n", 2)[0] + ")");
        }
        if (!pointer.isEmpty() && !pointer.startsWith("/")) {
            throw new BadInputException("a JSON pointer starts with '/', was '" + pointer + "'");
        }
        JsonNode n = root.at(pointer);
        if (n.isMissingNode()) {
            throw new BadInputException(file + ": no value at " + pointer);
        }
        PrintWriter out = spec.commandLine().getOut();
        if (n.isArray()) {
            n.forEach(e -> out.println(e.isValueNode() ? e.asText() : e.toString()));
        } else {
            out.println(n.isValueNode() ? n.asText() : n.toString());
        }
        out.flush();
        return ReportTool.OK;
    }
}
