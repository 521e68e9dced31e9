package dev.jfpbench.runner.turns;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

/**
 * {@link TurnsProfiler} in a jar of its own, so that the forks of any perf.jar (an older baseline's too) can load it:
 * a side's JMH runs with {@code -cp ITS_JAR:TURNS_JAR}, and JMH gives its forks the same class path. The profiler's one
 * class is copied from the runner's own class path.
 */
public final class TurnsJar {
    private TurnsJar() {
    }

    /** Writes {@code dir/turns.jar} (once; an existing one is kept) and returns it. */
    public static Path write(Path dir) throws IOException {
        Path jar = dir.resolve("turns.jar");
        if (Files.isRegularFile(jar)) {
            return jar;
        }
        Files.createDirectories(dir);
        String entry = TurnsProfiler.class.getName().replace('.', '/') + ".class";
        Path tmp = Files.createTempFile(dir, "turns", ".jar.tmp");
        try (InputStream in = TurnsProfiler.class.getClassLoader().getResourceAsStream(entry);
             OutputStream file = Files.newOutputStream(tmp);
             JarOutputStream out = new JarOutputStream(file)) {
            if (in == null) {
                throw new IOException("cannot find " + entry + " on the runner's class path");
            }
            out.putNextEntry(new JarEntry(entry));
            in.transferTo(out);
            out.closeEntry();
        }
        Files.move(tmp, jar, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return jar;
    }
}
