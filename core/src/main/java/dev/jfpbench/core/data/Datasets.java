package dev.jfpbench.core.data;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

/**
 * Finds and reads the datasets. Looks in, in order: the folder named by {@code -Djfpbench.datasets=DIR};
 * {@code datasets/} of the repository root ({@code -Djfpbench.root=DIR}, or the first folder upwards from the
 * working directory that has {@code datasets/currency.json}); the copy packed into the jar. The datasets
 * themselves, by name, are {@link Dataset}.
 */
public final class Datasets {
    private Datasets() {
    }

    /** The datasets folder on disk, or null when there is none (running from a jar elsewhere). */
    public static Path directory() {
        String dir = System.getProperty("jfpbench.datasets");
        if (dir != null && !dir.isEmpty()) {
            return Paths.get(dir).toAbsolutePath();
        }
        Path root = repositoryRoot();
        return root == null ? null : root.resolve("datasets");
    }

    /** The jfp-bench checkout this runs in, or null. */
    public static Path repositoryRoot() {
        String root = System.getProperty("jfpbench.root");
        if (root != null && !root.isEmpty()) {
            return Paths.get(root).toAbsolutePath();
        }
        for (Path p = Paths.get("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("datasets").resolve("currency.json"))) {
                return p;
            }
        }
        return null;
    }

    /** Where generated datasets are cached: {@code datasets/generated/} of the checkout, else a temp folder. */
    public static Path generatedDirectory() {
        Path dir = directory();
        return dir != null ? dir.resolve("generated") : Paths.get(System.getProperty("java.io.tmpdir"), "jfp-bench-datasets");
    }

    /** The bytes of a committed dataset, exactly as stored. */
    public static byte[] read(String name) {
        Path dir = directory();
        if (dir != null) {
            Path file = dir.resolve(name);
            if (Files.isRegularFile(file)) {
                return readFile(file, "dataset");
            }
        }
        try (InputStream in = Datasets.class.getResourceAsStream("/datasets/" + name)) {
            if (in != null) {
                return in.readAllBytes();
            }
        } catch (IOException e) {
            throw new DatasetException("cannot read packed dataset " + name + ": " + e.getMessage());
        }
        throw new DatasetException("dataset not found: " + (dir == null ? "datasets/" + name : dir.resolve(name))
                + " (it is committed in the jfp-bench repository: run from its root, or pass -Djfpbench.datasets=DIR)");
    }

    /** Reads a user-named file, failing with one clear line. */
    public static byte[] readFile(Path file, String what) {
        if (!Files.exists(file)) {
            throw new DatasetException(what + " file not found: " + file.toAbsolutePath());
        }
        if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
            throw new DatasetException(what + " is not a readable file: " + file.toAbsolutePath());
        }
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new DatasetException("cannot read " + what + " " + file.toAbsolutePath() + ": " + e.getMessage());
        }
    }

    /**
     * Resolves a user-given path: absolute as is; relative against the working directory, else against the
     * repository root (so the default {@code datasets/currency.json} works from anywhere in the checkout).
     */
    public static Path resolveUserPath(String path) {
        Path p = Paths.get(path);
        if (p.isAbsolute() || Files.exists(p)) {
            return p;
        }
        Path root = repositoryRoot();
        if (root != null && Files.exists(root.resolve(path))) {
            return root.resolve(path);
        }
        return p;
    }
}
