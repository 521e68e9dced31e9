package dev.jfpbench.runner;

import dev.jfpbench.report.RunMetadata;
import dev.jfpbench.report.BadInputException;
import dev.jfpbench.report.JmhResults;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Where finished runs go. A result and its sidecar are written elsewhere first (results/tmp/) and moved
 * into place when complete; nothing here ever replaces an existing file, except a baseline when asked.
 */
public final class ResultStore {
    private ResultStore() {
    }

    /**
     * Moves a complete result (and its sidecar, may be null) into {@code dir} as {@code stem.json} (and
     * {@code stem.meta.json}), or {@code stem-1.json}, {@code stem-2.json}, ... when that name is taken.
     *
     * @return the result's new path
     */
    public static Path publish(Path result, Path sidecar, Path dir, String stem) throws IOException {
        if (!Files.isRegularFile(result)) {
            throw new BadInputException(result + ": no such result to save");
        }
        Files.createDirectories(dir);
        for (int n = 0; n < 10_000; n++) {
            String name = n == 0 ? stem : stem + "-" + n;
            Path target = dir.resolve(name + ".json");
            Path targetMeta = RunMetadata.sidecarOf(target);
            if (Files.exists(target) || Files.exists(targetMeta)) {
                continue;
            }
            if (sidecar != null && Files.exists(sidecar)) {
                try {
                    moveNoReplace(sidecar, targetMeta);
                } catch (FileAlreadyExistsException e) {
                    continue;
                }
            }
            try {
                moveNoReplace(result, target);
                return target;
            } catch (FileAlreadyExistsException e) {
                // Someone took the name between our check and the move: put the sidecar back, try the next.
                if (sidecar != null && Files.exists(targetMeta) && !Files.exists(sidecar)) {
                    moveNoReplace(targetMeta, sidecar);
                }
            }
        }
        throw new IOException("no free name for " + stem + " in " + dir);
    }

    /**
     * Copies a result (and its sidecar, if any) to {@code dir/name.json} as a baseline. An existing baseline
     * is replaced only when {@code replace} is set (the user's {@code --update-baseline}).
     */
    public static Path saveBaseline(Path result, Path dir, String name, boolean replace) throws IOException {
        JmhResults.read(result); // only a readable JMH result becomes a baseline
        Files.createDirectories(dir);
        Path target = dir.resolve(name + ".json");
        Path targetMeta = RunMetadata.sidecarOf(target);
        if (!replace && (Files.exists(target) || Files.exists(targetMeta))) {
            throw new BadInputException(target + " exists: a baseline is replaced only with --update-baseline");
        }
        Path sidecar = RunMetadata.sidecarOf(result);
        // Write beside the target, then rename over it: a baseline is never half-written.
        copyInto(result, target);
        if (Files.exists(sidecar)) {
            copyInto(sidecar, targetMeta);
        } else {
            Files.deleteIfExists(targetMeta);
        }
        return target;
    }

    private static void copyInto(Path from, Path to) throws IOException {
        Path tmp = to.resolveSibling(to.getFileName() + ".tmp");
        Files.copy(from, tmp, StandardCopyOption.REPLACE_EXISTING);
        Files.move(tmp, to, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** Moves a file; fails with {@link FileAlreadyExistsException} rather than replace the target. */
    static void moveNoReplace(Path from, Path to) throws IOException {
        boolean linked;
        try {
            // A hard link fails atomically when the target exists; then the source name goes.
            Files.createLink(to, from);
            linked = true;
        } catch (FileAlreadyExistsException e) {
            throw e;
        } catch (UnsupportedOperationException | IOException e) {
            linked = false;
        }
        if (linked) {
            Files.delete(from);
        } else {
            Files.move(from, to); // without REPLACE_EXISTING: fails if the target exists
        }
    }
}
